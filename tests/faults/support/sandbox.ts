import { spawn, type ChildProcess } from 'node:child_process';
import { waitForHealth } from '../../../scripts/health';
import { exitCodeOf, ROOT, SANDBOX_ARGS, sandboxEnv, stopProcess } from '../../../scripts/processes';
import { killOnRunnerExit } from '../../e2e/support/processGuards';

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
  const child = spawn(process.execPath, SANDBOX_ARGS, {
    cwd: ROOT,
    env: sandboxEnv({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }),
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
