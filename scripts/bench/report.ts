import type { Environment } from './environment';
import type { StepOutcome } from './steps';


/** Shapes of the step reports this file reads; the JSON files hold more. */
interface LatencyCase {
  name: string;
  p50: number;
  p95: number;
  p99: number;
}
interface LatencyRun {
  engine: string;
  rows: number;
  seedSeconds: number;
  cases: LatencyCase[];
}
export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  items: string[];
}

/** One page's Lighthouse figures, as scripts/bench-lighthouse.ts writes them (median of its runs). */
export interface LighthousePage {
  page: string;
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Every run's LCP, TBT and FCP, in run order: the median run alone hides how much a figure moves. */
  each: { performance: number; lcpMs: number; tbtMs: number; fcpMs: number }[];
  failing: FailingAudit[];
  /** Performance opportunities Lighthouse names, with the time it estimates they would save. */
  opportunities: { id: string; title: string; savingsMs: number }[];
}
interface LoadReport {
  rows: number;
  connections: number;
  durationSeconds: number;
  sessions: number;
  mix: string[];
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface LiveReport {
  events: number;
  fromAnswerMs: { p50: number; p95: number; max: number };
  fromCallMs: { p50: number; p95: number; max: number };
}

const GOALS = { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 1000, loadP99Ms: 200 };

const rowsText = (rows: number) => (rows >= 1_000_000 ? `${rows / 1_000_000}M` : rows >= 1000 ? `${rows / 1000}k` : String(rows));
const mark = (ok: boolean) => (ok ? 'met' : '**not met**');
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

function resultsOf<T>(steps: StepOutcome[], prefix: string): { step: StepOutcome; result: T }[] {
  return steps
    .filter((step) => step.status === 'ok' && (step.id === prefix || step.id.startsWith(`${prefix}-`)))
    .map((step) => ({ step, result: step.result as T }));
}

function lighthouseSection(steps: StepOutcome[]): string[] {
  const [entry] = resultsOf<{ pages: LighthousePage[] }>(steps, 'lighthouse');
  if (!entry) return [];
  const pages = entry.result.pages;
  const lines = [
    '## Lighthouse (desktop preset, Debian Chromium)',
    '',
    table(
      ['Page', 'Performance', 'Accessibility', 'Best Practices', 'LCP', 'TBT', 'CLS', 'FCP', 'Runs'],
      pages.map((page) => [page.page, page.performance, page.accessibility, page.bestPractices, `${page.lcpMs} ms`, `${page.tbtMs} ms`, page.cls, `${page.fcpMs} ms`, page.runs]),
    ),
    '',
    `Goals: Performance ≥ ${GOALS.performance}, Accessibility ${GOALS.accessibility}, Best Practices ${GOALS.bestPractices}, LCP < ${GOALS.lcpMs / 1000} s.`,
  ];
  for (const page of pages) {
    if (page.failing.length > 0) {
      lines.push('', `Audits that cost points on ${page.page}:`);
      for (const failing of page.failing) lines.push(`- ${failing.category} · \`${failing.id}\`: ${failing.title}${failing.items.length ? ` — ${failing.items.map((item) => `\`${item.replaceAll('`', "'")}\``).join(', ')}` : ''}`);
    }
    if (page.opportunities.length > 0) {
      lines.push('', `Performance opportunities on ${page.page}: ${page.opportunities.map((o) => `${o.title} (~${o.savingsMs} ms)`).join('; ')}.`);
    }
  }
  return [...lines, ''];
}

function loadSection(steps: StepOutcome[]): string[] {
  const [entry] = resultsOf<LoadReport>(steps, 'load');
  if (!entry) return [];
  const load = entry.result;
  return [
    '## API load (autocannon, sandbox on PostgreSQL)',
    '',
    `${load.connections} connections for ${load.durationSeconds} s, ${load.sessions} sessions, main merchant holding ${rowsText(load.rows)} transactions; each connection cycles ${load.mix.join(' → ')}.`,
    '',
    table(
      ['Requests', 'Requests/s', 'p50', 'p90', 'p99', 'max', 'Errors', 'Timeouts', 'Non-2xx'],
      [[load.requests, load.requestsPerSecond, `${load.latencyMs.p50} ms`, `${load.latencyMs.p90} ms`, `${load.latencyMs.p99} ms`, `${load.latencyMs.max} ms`, load.errors, load.timeouts, load.non2xx]],
    ),
    '',
    `Goal: zero errors (${mark(load.errors === 0 && load.non2xx === 0)}), p99 < ${GOALS.loadP99Ms} ms (${mark(load.latencyMs.p99 < GOALS.loadP99Ms)}).`,
    '',
  ];
}

/** One table per endpoint: a row per case, a p50 / p95 column per engine and size. */
function latencySection(steps: StepOutcome[], prefix: string, title: string): string[] {
  const runs = resultsOf<{ runs: LatencyRun[]; iterations: number }>(steps, prefix).flatMap(({ step, result }) =>
    result.runs.map((run) => ({ run, iterations: result.iterations, seconds: step.seconds })),
  );
  if (runs.length === 0) return [];
  const names = runs[0].run.cases.map((latency) => latency.name);
  const head = ['Case', ...runs.map(({ run }) => `${run.engine} ${rowsText(run.rows)} p50 / p95`)];
  const rows = names.map((name) => [
    name,
    ...runs.map(({ run }) => {
      const latency = run.cases.find((candidate) => candidate.name === name);
      return latency ? `${latency.p50} / ${latency.p95}` : '–';
    }),
  ]);
  const notes = runs.map(({ run, iterations, seconds }) => `${run.engine} ${rowsText(run.rows)}: ${iterations} requests per case, rows added this run in ${run.seedSeconds} s, step ${seconds} s`);
  return [`## ${title} (ms, through app.inject, no network)`, '', table(head, rows), '', ...notes.map((note) => `- ${note}`), ''];
}

function exportSection(steps: StepOutcome[]): string[] {
  const [entry] = resultsOf<{ results: Record<string, unknown>[] }>(steps, 'export');
  if (!entry || !Array.isArray(entry.result.results) || entry.result.results.length === 0) return [];
  const keys = Object.keys(entry.result.results[0]).filter((key) => entry.result.results.every((result) => typeof result[key] !== 'object'));
  return [
    '## Export in Chromium (bench-export)',
    '',
    table(keys, entry.result.results.map((result) => keys.map((key) => (typeof result[key] === 'number' ? String(Math.round((result[key] as number) * 100) / 100) : String(result[key]))))),
    '',
    'Goal: no long task over 200 ms while it runs.',
    '',
  ];
}

function liveSection(steps: StepOutcome[]): string[] {
  const [entry] = resultsOf<LiveReport>(steps, 'live');
  if (!entry) return [];
  const live = entry.result;
  return [
    '## Live latency (simulator event → Total Balance on screen)',
    '',
    table(
      ['From', 'p50', 'p95', 'max', 'Events'],
      [
        ["the simulator's answer", `${live.fromAnswerMs.p50} ms`, `${live.fromAnswerMs.p95} ms`, `${live.fromAnswerMs.max} ms`, live.events],
        ['sending the simulator call', `${live.fromCallMs.p50} ms`, `${live.fromCallMs.p95} ms`, `${live.fromCallMs.max} ms`, live.events],
      ],
    ),
    '',
  ];
}

export function renderReport(env: Environment, steps: StepOutcome[]): string {
  return [
    '# Benchmark report',
    '',
    `${env.date} · ${env.cores} cores (${env.cpuModel}), ${env.memoryGiB} GiB · load average at start ${env.loadAverage.join(' / ')} · ` +
      `Node ${env.node} · ${env.postgres ?? 'no PostgreSQL'} · commit ${env.commit ?? 'unknown'}${env.quick ? ' · **quick run** (small sizes, short runs)' : ''} · total ${env.totalSeconds ?? '?'} s`,
    '',
    ...lighthouseSection(steps),
    ...loadSection(steps),
    ...latencySection(steps, 'list', 'GET /api/dashboard/transactionList latency'),
    ...latencySection(steps, 'dashboard', 'GET /api/dashboard/merchant latency'),
    ...exportSection(steps),
    ...liveSection(steps),
    '## Steps',
    '',
    table(['Step', 'Status', 'Seconds', 'Note'], steps.map((step) => [step.title, step.status, step.seconds, step.note ?? ''])),
    '',
  ].join('\n');
}
