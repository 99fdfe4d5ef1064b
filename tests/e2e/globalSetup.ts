/**
 * Runs once before the end-to-end files: builds the dashboard when stale, then starts, at the same
 * time, one sandbox per Vitest worker of the e2e project. Each worker launches its own Chromium
 * (support/browser.ts).
 *
 * The files run in parallel, one worker per sandbox (support/sandboxURL.ts maps a worker to its
 * sandbox): each sandbox has its own free port and its own fresh data folder, so every worker
 * starts from the seeded demo data and files that run at the same time never share a database, a
 * mailbox or a rate limit. Each waits until it answers GET /api/health, logs to
 * `.artifacts/sandbox-<n>.log`, and its address reaches the tests as `inject('baseURLs')[n - 1]`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDashboardIfStale } from '../../scripts/dashboard-build';
import { waitForHealth } from '../../scripts/health';
import { ROOT, SANDBOX_ARGS, freePort, sandboxEnv, stopProcess } from '../../scripts/processes';
import { ARTIFACTS_DIR } from './support/artifacts';
import { killOnRunnerExit } from './support/processGuards';

interface Sandbox {
  baseURL: string;
  stop(): Promise<void>;
}

/** `count` different free ports (two calls in a row could otherwise answer the same one). */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Sandbox number `n` on `port`, with a fresh data folder; resolves once it is healthy. */
async function startSandbox(n: number, port: number): Promise<Sandbox> {
  const logFile = path.join(ARTIFACTS_DIR, `sandbox-${n}.log`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usdt-dashboard-e2e-'));
  const log = openSync(logFile, 'w');
  // Not spawnNode: Vitest handles its own signals, and this child must not delay them.
  const child: ChildProcess = spawn(process.execPath, SANDBOX_ARGS, {
    cwd: ROOT,
    // Webhook retries after 0.5 s, 1 s, ... instead of 30 s, 1 min, ...: a failed delivery is tried again within the test.
    env: sandboxEnv({ PORT: String(port), DATA_DIR: dataDir, WEBHOOK_RETRY_BASE_MS: '500' }),
    stdio: ['ignore', log, log],
  });
  // Vitest exits at once on Ctrl-C without calling the teardown; never leave the sandbox behind.
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
  return { baseURL, stop };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildDashboardIfStale();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  // One per worker of the e2e project (its maxWorkers in vitest.config.ts).
  const count = Math.max(1, project.config.maxWorkers ?? 1);
  const ports = await freePorts(count);
  const sandboxes = await Promise.allSettled(ports.map((port, index) => startSandbox(index + 1, port)));
  const started = sandboxes.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(started.map((sandbox) => sandbox.stop()));
  const failure = sandboxes.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  project.provide('baseURLs', started.map((sandbox) => sandbox.baseURL));

  return async () => {
    await stopAll();
  };
}
