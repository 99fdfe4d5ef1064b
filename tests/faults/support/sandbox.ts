import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitForHealth } from '../../../scripts/health';
import { exitCodeOf, ROOT, SANDBOX_ARGS } from '../../../scripts/processes';
import { killOnRunnerExit, stopProcess } from '../../e2e/support/stopProcess';

/** Settings of the test runner that must not reach a sandbox started as `npm start` would be. */
const NOT_INHERITED = ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SCALE_OUT_DATABASE_URL', 'LOG_LEVEL'];
/** The last characters of the output kept for failure messages; a burst logs a lot. */
const OUTPUT_KEPT = 20_000;

export interface SandboxRun {
  baseURL: string;
  child: ChildProcess;
  /** The exit code (128 + signal number after a signal), once it has exited. */
  exited: Promise<number>;
  /** The tail of its stdout and stderr. */
  output(): string;
  /** SIGTERM (SIGKILL after 10 s); resolves once it has exited. */
  stop(): Promise<void>;
}

export interface SandboxSettings {
  port: number;
  /** Reused across restarts: the PGlite data lives there (unless DATABASE_URL is given). */
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * The sandbox process as `npm start` runs it, on a given port and data folder, so that a test can
 * kill it and start it again on the same data and address. Resolves once GET /api/health answers.
 */
export async function startSandbox({ port, dataDir, env = {} }: SandboxSettings): Promise<SandboxRun> {
  const inherited: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('VITEST') && !NOT_INHERITED.includes(key)) inherited[key] = value;
  }
  const child = spawn(process.execPath, SANDBOX_ARGS, {
    cwd: ROOT,
    env: { ...inherited, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(ROOT, 'dist'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killOnRunnerExit(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = exitCodeOf(child);
  const run: SandboxRun = {
    baseURL: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    stop: () => stopProcess(child),
  };
  try {
    await waitForHealth(run.baseURL, child);
  } catch (error) {
    await run.stop();
    throw new Error(`${(error as Error).message}\nIts output:\n${output.slice(-4000)}`, { cause: error });
  }
  return run;
}

/** SIGKILL: no shutdown code runs, as in a crash or an OOM kill; resolves once it is gone. */
export async function killHard(run: SandboxRun): Promise<void> {
  run.child.kill('SIGKILL');
  await run.exited;
}
