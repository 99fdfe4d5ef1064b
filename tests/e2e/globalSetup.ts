/**
 * Runs once before the end-to-end files: builds the dashboard when stale, starts the sandbox on a
 * free port with a fresh data folder (so every run starts from the seeded demo data), waits until
 * it answers GET /api/health, and gives its address to the tests as `inject('baseURL')`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDashboardIfStale } from '../../scripts/dashboard-build';
import { waitForHealth } from '../../scripts/health';
import { ROOT, SANDBOX_ARGS, exitCodeOf } from '../../scripts/processes';
import { ARTIFACTS_DIR } from './support/artifacts';

const STOP_TIMEOUT_MS = 10_000;
const SANDBOX_LOG = path.join(ARTIFACTS_DIR, 'sandbox.log');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The sandbox runs as `npm start` would run it: no test or external-service settings leak in. */
function sandboxEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITEST') || ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL'].includes(key)) continue;
    env[key] = value;
  }
  return { ...env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(ROOT, 'dist') };
}

function logTail(): string {
  return readFileSync(SANDBOX_LOG, 'utf8').split('\n').slice(-40).join('\n');
}

async function stop(sandbox: ChildProcess): Promise<void> {
  if (sandbox.exitCode !== null || sandbox.signalCode !== null) return;
  const exited = exitCodeOf(sandbox);
  sandbox.kill('SIGTERM');
  const timer = setTimeout(() => sandbox.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildDashboardIfStale();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usdt-dashboard-e2e-'));
  const port = await freePort();
  const log = openSync(SANDBOX_LOG, 'w');
  // Not spawnNode: Vitest handles its own signals, and this child must not delay them.
  const sandbox = spawn(process.execPath, SANDBOX_ARGS, {
    cwd: ROOT,
    env: sandboxEnv(port, dataDir),
    stdio: ['ignore', log, log],
  });
  // Vitest exits at once on Ctrl-C without calling the teardown; never leave the sandbox behind.
  const killOnExit = () => sandbox.kill('SIGTERM');
  process.once('exit', killOnExit);

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, sandbox);
  } catch (error) {
    await stop(sandbox);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message} Last lines of ${SANDBOX_LOG}:\n${logTail()}`, { cause: error });
  }
  project.provide('baseURL', baseURL);

  return async () => {
    process.off('exit', killOnExit);
    await stop(sandbox);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
