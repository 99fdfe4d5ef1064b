/**
 * Runs once before the reference gateway's end-to-end files: builds the dashboard when stale and
 * starts the reference gateway (tests/gateway/server.ts, not the sandbox) on a free port, with a
 * fresh seed. The tests reach it through `inject('baseURL')`, like the sandbox's e2e files.
 */
import type { TestProject } from 'vitest/node';
import { buildDashboardIfStale } from '../../scripts/dashboard-build';
import { startGateway } from './server';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildDashboardIfStale();
  const gateway = await startGateway();
  project.provide('baseURL', gateway.url);
  return () => gateway.close();
}
