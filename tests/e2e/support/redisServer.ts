import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stopProcess } from '../../../scripts/processes';
import { killOnRunnerExit } from './processGuards';

/** Debian's redis-server, which scripts/ensure-deps.ts installs. */
export const REDIS_SERVER = '/usr/bin/redis-server';
const READY_TIMEOUT_MS = 10_000;

export interface RedisServer {
  url: string;
  process: ChildProcess;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * A throw-away Redis on a free port of 127.0.0.1, in a temporary folder and writing nothing to disk,
 * so runs never share or leave state.
 */
export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`This test needs ${REDIS_SERVER}, which is missing (apt-get install redis-server).`);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'usdt-dashboard-redis-'));
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  killOnRunnerExit(child);
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output}`)), READY_TIMEOUT_MS);
      child.once('error', (error) => reject(new Error(`redis-server could not start: ${error.message}`)));
      child.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}:\n${output}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  // Keep draining its output, or a full pipe would block the server.
  child.stdout.resume();
  child.stderr.resume();
  return { url: `redis://127.0.0.1:${port}`, process: child, stop };
}
