import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { freePort } from '../scripts/processes';

/** The real process, as `npm start` runs it: start-up banner, persistence across restarts, clean exit. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-server-'));
const children: ChildProcess[] = [];

afterAll(() => {
  // A failed test must not leave a sandbox running.
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: NodeJS.ProcessEnv): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox-api/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, STATIC_DIR: '/nonexistent-static-dir', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(running: Running, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!running.output().includes(text)) {
    if (running.child.exitCode !== null) throw new Error(`The sandbox exited:\n${running.output()}`);
    if (Date.now() > deadline) throw new Error(`No "${text}" within ${timeoutMs} ms:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('sandbox-api/server.ts', () => {
  it('stops with one clear line per bad variable and exit code 1', async () => {
    const running = start({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('Invalid configuration:');
    expect(running.output()).toContain('PORT: must be a number');
    expect(running.output()).toContain('DATABASE_URL: must be a URL like postgres://');
  });

  it('starts, prints the URL and the demo logins, shuts down on SIGTERM with exit 0, and keeps its data', async () => {
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    // The banner goes through console.log while pino writes its lines asynchronously, so under load
    // the log lines can arrive after the banner: wait for each piece rather than for the banner alone.
    await waitFor(first, 'Demo logins');
    await waitFor(first, 'seeded demo accounts');
    await waitFor(first, 'ready in');
    expect(first.output()).toContain(`Sandbox API and dashboard: http://localhost:${port}`);
    expect(first.output()).toMatch(/merchant@sandbox\.test\s+merchant/);

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'merchant@sandbox.test', password: 'Sandbox#2026' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    // An open socket must not hold the shutdown up.
    const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token: data.token }, reconnection: false });
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    socket.close();

    const second = start({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await waitFor(second, 'Demo logins');
    await waitFor(second, 'ready in');
    expect(second.output()).not.toContain('seeded demo accounts');
    const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { authorization: `Bearer ${data.token}` } });
    expect(me.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
