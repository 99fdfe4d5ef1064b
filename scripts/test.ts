/**
 * `npm test`: every check in order, stopping at the first failure. The Vitest projects also write a
 * JSON report, so the run ends with one plain line of totals: `N passed, N failed[, N skipped]`.
 * `npm test -- unit api` runs only the named steps; `faults` runs only when named (`npm run test:faults`).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildDashboardIfStale } from './dashboard-build';
import { binPath, exitCodeOf, runNode, spawnNode } from './processes';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  name: string;
  args: string[];
  /** Set for Vitest projects: where their JSON report goes. */
  report?: string;
  /** The step's browser serves dist/, which `npm test` builds (when stale) before the stage. */
  servesDist?: boolean;
  /**
   * An exit code that means "could not run here" rather than pass or fail: the step counts one
   * skipped test, so the closing line says so, and the run goes on.
   */
  skipExitCode?: number;
}

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

const reports = mkdtempSync(path.join(tmpdir(), 'usdt-dashboard-test-'));

function vitestStep(project: string, options: Pick<Step, 'servesDist'> = {}): Step {
  const report = path.join(reports, `${project}.json`);
  return {
    name: project,
    args: [binPath('vitest'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
    ...options,
  };
}

/**
 * The steps in order, as stages: a stage's steps run at the same time, and the run stops after a
 * stage with a failure. Each of typecheck and lint keeps one core busy, so on 2 cores the pair
 * takes the time of the longer one.
 */
const ALL_STAGES: Step[][] = [
  [
    { name: 'typecheck', args: [binPath('typescript', 'tsc'), '--noEmit', '-p', 'tsconfig.json'] },
    { name: 'lint', args: [binPath('eslint'), '.'] },
  ],
  [vitestStep('unit')],
  [
    vitestStep('build'),
    // Exit 2: this registry serves no audit endpoint; reported as skipped, never as passed.
    { name: 'audit', args: ['--import', 'tsx', 'scripts/audit.ts'], skipExitCode: 2 },
    // Before the API tests: they cross-check TOTP with oathtool and start a redis-server.
    { name: 'system-packages', args: ['--import', 'tsx', 'scripts/ensure-deps.ts'] },
  ],
  [vitestStep('api')],
  // The same dashboard against the reference gateway of tests/gateway, not the sandbox (issue 15), beside the e2e files:
  // those leave about a fifth of the two cores idle (waiting on the sandbox and the browser), which the gateway's take.
  [vitestStep('e2e', { servesDist: true }), vitestStep('gateway', { servesDist: true })],
];

/** Run only when named: the long fault runs (`npm run test:faults`). */
const NAMED_ONLY_STEPS: Step[] = [vitestStep('faults')];

/** The named steps in the order they would run, each stage keeping only its named steps. */
function selectStages(names: string[]): Step[][] {
  if (names.length === 0) return ALL_STAGES;
  const known = [...ALL_STAGES.flat(), ...NAMED_ONLY_STEPS];
  const unknown = names.filter((name) => !known.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown step: ${unknown.join(', ')}. Steps: ${known.map((step) => step.name).join(', ')}`);
    process.exit(2);
  }
  return [...ALL_STAGES, ...NAMED_ONLY_STEPS.map((step) => [step])]
    .map((stage) => stage.filter((step) => names.includes(step.name)))
    .filter((stage) => stage.length > 0);
}

/**
 * A step that fails without a failed test in its report (a type error, a lint error, a crashed
 * global setup, a file that does not load) still counts one failure, so the closing line never
 * contradicts the exit code.
 */
function readReport(step: Step): VitestJsonReport | null {
  return step.report && existsSync(step.report) ? JSON.parse(readFileSync(step.report, 'utf8')) : null;
}

/**
 * One line per failed test (or file that failed to load), with the first line of its error: the
 * closing summary repeats them, so a CI log cut to its last lines still names what failed.
 */
function failuresOf(report: VitestJsonReport | null): string[] {
  if (!report) return [];
  const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0]?.slice(0, 240) ?? '';
  return report.testResults.flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed') return [`  FAILED ${where}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `  FAILED ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function countsOf(step: Step, exitCode: number): Counts {
  if (exitCode === step.skipExitCode) return { passed: 0, failed: 0, skipped: 1 };
  const report = readReport(step);
  const counts = report
    ? { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
    : { passed: 0, failed: 0, skipped: 0 };
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function formatCounts({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];
let exitCode = 0;

/** Runs one step, writing to the terminal as it goes. */
async function runLive(step: Step): Promise<{ code: number; took: string }> {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const code = await runNode(step.args);
  return { code, took: seconds(Date.now() - started) };
}

/** Runs one step, keeping its output to print later. */
async function runQuiet(step: Step): Promise<{ code: number; took: string; output: Buffer }> {
  const started = Date.now();
  const child = spawnNode(step.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await exitCodeOf(child);
  return { code, took: seconds(Date.now() - started), output: Buffer.concat(output) };
}

/**
 * Runs a stage's steps at the same time. The first writes to the terminal as it goes; the others keep their output
 * and print it whole after it, so the log reads one step at a time.
 */
async function runStage([first, ...others]: Step[]): Promise<boolean> {
  const quiet = others.map((step) => runQuiet(step));
  const live = await runLive(first);
  const passed = [report(first, live.code, live.took)];
  for (const [index, step] of others.entries()) {
    const { code, took, output } = await quiet[index];
    console.log(`\n▶ ${step.name}`);
    process.stdout.write(output);
    passed.push(report(step, code, took));
  }
  return passed.every(Boolean);
}

function report(step: Step, code: number, took: string): boolean {
  const counts = countsOf(step, code);
  const skipped = code === step.skipExitCode;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  let line = `${code === 0 ? '✔' : skipped ? '○' : '✘'} ${step.name.padEnd(16)} ${took.padStart(8)}`;
  if (step.report) line += `   ${formatCounts(counts)}`;
  if (skipped) line += '   skipped: could not run here (see its output above)';
  console.log(line);
  summary.push(line, ...failuresOf(readReport(step)));
  if (code === 0 || skipped) return true;
  exitCode = code;
  summary.push(`Stopped: ${step.name} failed with exit code ${code}.`);
  return false;
}

/** dist/, built once before the steps that serve it, not by each one's global setup at the same time; a failure counts as a step's. */
async function buildForBrowserSteps(stage: Step[]): Promise<boolean> {
  if (!stage.some((step) => step.servesDist)) return true;
  const started = Date.now();
  try {
    await buildDashboardIfStale();
    return true;
  } catch (error) {
    console.error((error as Error).message);
    return report({ name: 'dashboard build', args: [] }, 1, seconds(Date.now() - started));
  }
}

for (const stage of selectStages(process.argv.slice(2))) {
  if (!(await buildForBrowserSteps(stage))) break;
  if (!(await runStage(stage))) break;
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${summary.join('\n')}\n${formatCounts(totals)}`);
process.exitCode = exitCode;
