import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { freePort } from '../scripts/processes';
import { migrate } from './db/migrate';
import { createPgliteDb } from './db/pglite';
import { DEMO_PASSWORD, seed } from './db/seed';
import { createSecretBox } from './lib/secretBox';

/** The real process, as `npm start` runs it: start-up banner, persistence across restarts, clean exit. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-server-'));
const productionDir = mkdtempSync(path.join(tmpdir(), 'sandbox-server-production-'));
const children: ChildProcess[] = [];

afterAll(() => {
  // A failed test must not leave a sandbox running.
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(productionDir, { recursive: true, force: true });
});

/** What production requires (config.ts): its own strong key and an https address. */
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'q3Jd8vX0c9k2LwYpRz7TfB1mN5hA4eUsGiOoQxVbC6E=', PUBLIC_URL: 'https://dashboard.example.com' };

/** An IPv4 address of this machine other than loopback, if it has one. */
const networkAddress = Object.values(networkInterfaces())
  .flatMap((list) => list ?? [])
  .find((entry) => entry.family === 'IPv4' && !entry.internal)?.address;

const reachable = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    () => true,
    () => false,
  );

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
    expect(first.output()).not.toContain('open to your network');
    // 127.0.0.1 only, unless HOST says otherwise.
    expect(await reachable(`http://127.0.0.1:${port}/api/health`)).toBe(true);
    if (networkAddress) expect(await reachable(`http://${networkAddress}:${port}/api/health`)).toBe(false);

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

  it('opens to the network with HOST=0.0.0.0, and warns that the mailbox and the demo password are then everybody\'s', async () => {
    const port = await freePort();
    const running = start({ PORT: String(port), DATA_DIR: dataDir, HOST: '0.0.0.0' });
    await waitFor(running, 'Demo logins');
    expect(running.output()).toContain('HOST=0.0.0.0: this sandbox is open to your network');
    expect(running.output()).toContain('sandbox mailbox (/api/sandbox/mailbox)');
    expect(running.output()).toContain(`public demo password ${DEMO_PASSWORD}`);
    if (networkAddress) {
      const health = await fetch(`http://${networkAddress}:${port}/api/health`);
      expect(health.status).toBe(200);
    }
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, 120_000);

  it('in production, prints no demo password, and refuses a database that holds demo accounts', async () => {
    const port = await freePort();
    const empty = start({ ...PRODUCTION, PORT: String(port), DATA_DIR: productionDir });
    await waitFor(empty, 'Merchant dashboard and API');
    expect(empty.output()).toContain(`Merchant dashboard and API: http://localhost:${port} (public address https://dashboard.example.com)`);
    expect(empty.output()).not.toContain(DEMO_PASSWORD);
    expect(empty.output()).not.toContain('Demo logins');
    empty.child.kill('SIGTERM');
    expect(await empty.exited).toBe(0);

    const db = await createPgliteDb({ dataDir: path.join(productionDir, 'pglite') });
    await migrate(db);
    await seed(db, { secrets: createSecretBox(PRODUCTION.SESSION_SECRET) });
    await db.close();

    const refused = start({ ...PRODUCTION, PORT: String(port), DATA_DIR: productionDir });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('NODE_ENV=production, but the database holds demo accounts, whose password is public: ');
    expect(refused.output()).toContain('merchant@sandbox.test');
    expect(refused.output()).not.toContain(DEMO_PASSWORD);
  }, 120_000);

  it('stops in sandbox mode against what looks like a deployment, naming NODE_ENV=production', async () => {
    const running = start({ PUBLIC_URL: 'https://dashboard.example.com' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('PUBLIC_URL: is https://; this looks like a deployment');
    expect(running.output()).toContain('set NODE_ENV=production');
  });
});
