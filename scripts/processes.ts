import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
