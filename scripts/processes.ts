import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the caller's working directory. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** How the sandbox API is started everywhere: npm start, npm run dev and the end-to-end tests. */
export const SANDBOX_ARGS = ['--import', 'tsx', 'sandbox-api/server.ts'];

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const require = createRequire(import.meta.url);

/** Absolute path of a package's bin script, so it runs with this Node without npx or a shell. */
export function binPath(pkg: string, bin = pkg): string {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin];
  if (!relative) throw new Error(`${pkg} has no bin named ${bin}`);
  return path.join(path.dirname(manifestPath), relative);
}

/**
 * Starts `node <args>` in the repository root. While the child lives, SIGINT, SIGTERM and SIGHUP
 * sent to this process are passed on to it and this process waits for it to finish, so Ctrl-C
 * lets the child shut down cleanly instead of orphaning it.
 */
export function spawnNode(args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', ...options });
  // npm and the terminal may each deliver the same Ctrl-C; the child needs it only once from us.
  const forwarded = new Set<NodeJS.Signals>();
  const forward = (signal: NodeJS.Signals) => {
    if (forwarded.has(signal) || child.exitCode !== null || child.signalCode !== null) return;
    forwarded.add(signal);
    child.kill(signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  child.once('exit', () => {
    for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
  });
  return child;
}

/** Resolves with the child's exit code; a death by signal counts as 128 + the signal number, as in a shell. */
export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}

export function runNode(args: string[], options: SpawnOptions = {}): Promise<number> {
  return exitCodeOf(spawnNode(args, options));
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const STOP_TIMEOUT_MS = 10_000;

/** SIGTERM, then SIGKILL if the process has not exited within 10 s; resolves once it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitCodeOf(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Settings of a test or benchmark runner that must not reach a sandbox it starts. */
const NOT_INHERITED = ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SCALE_OUT_DATABASE_URL'];

/**
 * The environment of a sandbox started by a test or a benchmark, as `npm start` would run it on
 * the built dashboard: this shell's settings without Vitest's and those naming external services,
 * then `settings` (PORT, DATA_DIR, DATABASE_URL...).
 */
export function sandboxEnv(settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('VITEST') && !NOT_INHERITED.includes(key)) env[key] = value;
  }
  return { ...env, STATIC_DIR: path.join(ROOT, 'dist'), ...settings };
}
