/**
 * `npm run bench`: every benchmark of issue 7, one after the other (they would skew each other in
 * parallel), then one report: bench-results/report.md and report.json, the Markdown printed at
 * the end. Figures, not pass/fail: a step that fails is reported and the others still run.
 *
 *   npm run bench                      the full run (about 15 min once the databases are seeded)
 *   npm run bench -- --quick           small sizes and short runs, to try the harness (~4 min)
 *   npm run bench -- --steps list,load lighthouse, load, list (list and dashboard latencies), export, live
 *
 * PostgreSQL steps need DATABASE_URL on a role that may create databases: the list, dashboard and
 * load benchmarks use <database>_100k and <database>_1m beside it (created when missing, kept
 * between runs so the rows are seeded once). Without DATABASE_URL they are reported as skipped.
 * PGlite sizes live in .data/bench/<size>/, also kept. --pglite-1m adds PGlite at 1M rows: its
 * first seeding alone takes longer than the rest of the run (see the report of issue 7).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { renderReport } from './bench/report';
import type { Step, StepOutcome } from './bench/steps';
import { environment, type Environment } from './bench/environment';
import { ROOT, runNode } from './processes';

const RESULTS_DIR = path.join(ROOT, 'bench-results');

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    steps: { type: 'string', default: 'lighthouse,list,load,export,live' },
    'pglite-1m': { type: 'boolean', default: false },
  },
});
const quick = values.quick;
const wanted = new Set(values.steps.split(','));

/** A database beside DATABASE_URL's, created when missing: one per size keeps each size's row count exact. */
async function sizedDatabase(size: string): Promise<string> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${base.pathname.slice(1)}_${size}`;
  const client = new pg.Client({ connectionString: base.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  return url.href;
}

const json = (id: string) => path.join(RESULTS_DIR, `${id}.json`);

async function latencySteps(): Promise<Step[]> {
  const iterations = quick ? '5' : '30';
  const sizes = quick ? ['10k'] : ['100k', '1m'];
  const steps: Step[] = [];
  for (const size of sizes) {
    let env: NodeJS.ProcessEnv | undefined;
    let skipped: string | undefined;
    if (!process.env.DATABASE_URL) skipped = 'DATABASE_URL is not set (a PostgreSQL server is needed)';
    else env = { DATABASE_URL: await sizedDatabase(size) };
    const pgArgs = ['--rows', size, '--engines', 'postgres', '--iterations', iterations];
    steps.push(
      { id: `list-postgres-${size}`, title: `Transaction list, PostgreSQL, ${size} rows`, script: 'scripts/bench-list.ts', args: [...pgArgs, '--json', json(`list-postgres-${size}`)], env, skipped },
      { id: `dashboard-postgres-${size}`, title: `Dashboard, PostgreSQL, ${size} rows`, script: 'scripts/bench-dashboard.ts', args: [...pgArgs, '--json', json(`dashboard-postgres-${size}`)], env, skipped },
    );
  }
  const pgliteSizes = quick ? ['10k'] : values['pglite-1m'] ? ['100k', '1m'] : ['100k'];
  for (const size of pgliteSizes) {
    const pgliteArgs = ['--rows', size, '--engines', 'pglite', '--iterations', iterations, '--data-dir', path.join(ROOT, '.data', 'bench', size)];
    steps.push(
      { id: `list-pglite-${size}`, title: `Transaction list, PGlite, ${size} rows`, script: 'scripts/bench-list.ts', args: [...pgliteArgs, '--json', json(`list-pglite-${size}`)] },
      { id: `dashboard-pglite-${size}`, title: `Dashboard, PGlite, ${size} rows`, script: 'scripts/bench-dashboard.ts', args: [...pgliteArgs, '--json', json(`dashboard-pglite-${size}`)] },
    );
  }
  return steps;
}

async function loadStep(): Promise<Step> {
  const size = quick ? '10k' : '1m';
  const args = quick ? ['--connections', '20', '--duration', '10', '--warmup', '2'] : ['--connections', '100', '--duration', '60'];
  const step: Step = { id: 'load', title: `API load, PostgreSQL, ${size} rows`, script: 'scripts/bench-load.ts', args: [...args, '--json', json('load')] };
  if (!process.env.DATABASE_URL) return { ...step, skipped: 'DATABASE_URL is not set (a PostgreSQL server is needed)' };
  // The list benchmark at this size, run before, has added the rows to this database.
  return { ...step, env: { DATABASE_URL: await sizedDatabase(size) } };
}

async function plannedSteps(): Promise<Step[]> {
  const steps: Step[] = [];
  if (wanted.has('lighthouse')) {
    steps.push({ id: 'lighthouse', title: 'Lighthouse, desktop preset', script: 'scripts/bench-lighthouse.ts', args: ['--runs', quick ? '1' : '3', '--json', json('lighthouse')] });
  }
  if (wanted.has('list')) steps.push(...(await latencySteps()));
  if (wanted.has('load')) steps.push(await loadStep());
  if (wanted.has('export')) {
    steps.push({ id: 'export', title: 'Export in Chromium', script: 'scripts/bench-export.ts', args: ['--deposits', quick ? '1k' : '10k,100k', '--json', json('export')] });
  }
  if (wanted.has('live')) {
    steps.push({ id: 'live', title: 'Live latency', script: 'scripts/bench-live.ts', args: ['--events', quick ? '5' : '20', '--json', json('live')] });
  }
  return steps;
}

async function run(step: Step): Promise<StepOutcome> {
  if (step.skipped) return { id: step.id, title: step.title, seconds: 0, status: 'skipped', note: step.skipped };
  console.log(`\n=== ${step.title} (${step.script} ${step.args.join(' ')})`);
  const file = json(step.id);
  rmSync(file, { force: true });
  const started = performance.now();
  const code = await runNode(['--import', 'tsx', step.script, ...step.args], { env: { ...process.env, ...step.env } });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const result = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
  if (code !== 0 || result === undefined) {
    return { id: step.id, title: step.title, seconds, status: 'failed', note: code !== 0 ? `exit code ${code}` : 'wrote no JSON report' };
  }
  return { id: step.id, title: step.title, seconds, status: 'ok', result };
}

mkdirSync(RESULTS_DIR, { recursive: true });
const env: Environment = { ...(await environment()), quick };
const started = performance.now();
const outcomes: StepOutcome[] = [];
for (const step of await plannedSteps()) outcomes.push(await run(step));
env.totalSeconds = Math.round((performance.now() - started) / 1000);

const markdown = renderReport(env, outcomes);
writeFileSync(path.join(RESULTS_DIR, 'report.md'), markdown);
writeFileSync(path.join(RESULTS_DIR, 'report.json'), `${JSON.stringify({ environment: env, steps: outcomes }, null, 2)}\n`);
console.log(`\n${markdown}`);
console.log(`Report: ${path.relative(ROOT, path.join(RESULTS_DIR, 'report.md'))} and report.json`);
process.exitCode = outcomes.some((outcome) => outcome.status === 'failed') ? 1 : 0;
