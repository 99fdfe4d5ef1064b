/**
 * Runs once before the end-to-end files: builds the dashboard when stale, starts the sandbox on a
 * free port with a fresh data folder (so every run starts from the seeded demo data), waits until
 * it answers GET /api/health, and gives its address to the tests as `inject('baseURL')`; starts one
 * headless Chromium for every file to connect to (`inject('browserWSEndpoint')`).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDashboardIfStale } from '../../scripts/dashboard-build';
import { waitForHealth } from '../../scripts/health';
import { ROOT, SANDBOX_ARGS, freePort, sandboxEnv, stopProcess } from '../../scripts/processes';
import { chromium } from 'playwright-core';
import { ARTIFACTS_DIR } from './support/artifacts';
import { BROWSER_LAUNCH_OPTIONS } from './support/chromium';
import { killOnRunnerExit } from './support/processGuards';

const SANDBOX_LOG = path.join(ARTIFACTS_DIR, 'sandbox.log');

function logTail(): string {
  return readFileSync(SANDBOX_LOG, 'utf8').split('\n').slice(-40).join('\n');
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
    // Webhook retries after 0.5 s, 1 s, ... instead of 30 s, 1 min, ...: a failed delivery is tried again within the test.
    env: sandboxEnv({ PORT: String(port), DATA_DIR: dataDir, WEBHOOK_RETRY_BASE_MS: '500' }),
    stdio: ['ignore', log, log],
  });
  // Vitest exits at once on Ctrl-C without calling the teardown; never leave the sandbox behind.
  killOnRunnerExit(sandbox);

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, sandbox);
  } catch (error) {
    await stopProcess(sandbox);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message} Last lines of ${SANDBOX_LOG}:\n${logTail()}`, { cause: error });
  }
  project.provide('baseURL', baseURL);
  const browserServer = await chromium.launchServer(BROWSER_LAUNCH_OPTIONS).catch(async (error: unknown) => {
    await stopProcess(sandbox);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  project.provide('browserWSEndpoint', browserServer.wsEndpoint());

  return async () => {
    await browserServer.close();
    await stopProcess(sandbox);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
