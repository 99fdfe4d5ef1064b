import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHealth } from '../health';
import { ROOT, SANDBOX_ARGS, exitCodeOf, spawnNode } from '../processes';

export const MAIN_MERCHANT = 'merchant@sandbox.test';
export const DEMO_PASSWORD = 'Sandbox#2026';

const STOP_TIMEOUT_MS = 10_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Sandbox {
  baseURL: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts the sandbox as `npm start` runs it, on a free port with a fresh data folder, on PGlite or
 * on `databaseUrl`. Test and external-service settings of this shell do not leak in, and request
 * logging stays off so that it does not weigh on the figures.
 */
export async function startSandbox(options: { databaseUrl?: string } = {}): Promise<Sandbox> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sandbox-'));
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITEST') || ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL'].includes(key)) continue;
    env[key] = value;
  }
  const port = await freePort();
  const child = spawnNode(SANDBOX_ARGS, {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(ROOT, 'dist'),
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = exitCodeOf(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
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
