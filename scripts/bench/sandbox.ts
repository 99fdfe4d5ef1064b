import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHealth } from '../health';
import { SANDBOX_ARGS, freePort, sandboxEnv, spawnNode, stopProcess } from '../processes';

export const MAIN_MERCHANT = 'merchant@sandbox.test';
export const DEMO_PASSWORD = 'Sandbox#2026';

export interface Sandbox {
  baseURL: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts the sandbox as `npm start` runs it, on a free port, on PGlite in `dataDir` (kept) or a
 * fresh folder (removed on stop), or on `databaseUrl`. Request logging stays off so that it does
 * not weigh on the figures. `cpuProfileDir` has Node write a CPU profile of the sandbox there when
 * it stops (--cpu-prof), to see where a benchmark's time goes.
 */
export async function startSandbox(
  options: { databaseUrl?: string; dataDir?: string; cpuProfileDir?: string } = {},
): Promise<Sandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'bench-sandbox-'));
  const port = await freePort();
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawnNode([...profile, ...SANDBOX_ARGS], {
    env: sandboxEnv({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, process: child, stop };
}

/** POST /api/auth/login for an account without a second step; returns the session token. */
export async function signInToken(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!response.ok || !body.data?.token) throw new Error(`Sign-in of ${email} answered ${response.status}: ${body.message ?? ''}`);
  return body.data.token;
}
