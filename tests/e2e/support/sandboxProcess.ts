import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHealth } from '../../../scripts/health';
import { freePort, ROOT, SANDBOX_ARGS, sandboxEnv, stopProcess } from '../../../scripts/processes';
import { ARTIFACTS_DIR } from './artifacts';
import { killOnRunnerExit } from './processGuards';

export interface SandboxProcess {
  baseURL: string;
  process: ChildProcess;
  /** Its output, in tests/e2e/.artifacts/. */
  logFile: string;
  stop(): Promise<void>;
}

/**
 * One more sandbox API process (besides the one of the global setup), on a free port, with the
 * given settings (e.g. DATABASE_URL and REDIS_URL), serving the built dashboard. Resolves once it
 * answers GET /api/health; `name` labels its log file.
 */
export async function startSandboxProcess(name: string, settings: NodeJS.ProcessEnv): Promise<SandboxProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usdt-dashboard-sandbox-'));
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logFile = path.join(ARTIFACTS_DIR, `${name}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, SANDBOX_ARGS, {
    cwd: ROOT,
    env: sandboxEnv({ PORT: String(port), DATA_DIR: dataDir, ...settings }),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  killOnRunnerExit(child);
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child);
  } catch (error) {
    await stop();
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message} Last lines of ${logFile}:\n${tail}`, { cause: error });
  }
  return { baseURL, process: child, logFile, stop };
}
