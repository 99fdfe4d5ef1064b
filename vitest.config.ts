import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default here leaves one of the machine's two cores idle; the unit and API projects
    // are CPU-bound, so both cores cut their wall time by about a quarter.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Worker threads rather than processes: about 7% less CPU and 6 to 17% less wall time in paired runs
          // here. src/test/setup.ts keeps one worker's BroadcastChannel from the other's.
          pool: 'threads',
          include: ['contract/**/*.spec.ts', 'src/**/*.spec.{ts,tsx}', 'dataProvider/**/*.spec.ts', 'authProvider/**/*.spec.ts'],
          setupFiles: ['src/test/setup.ts'],
          // Files share a worker's module cache (react-admin and MUI load once per worker, not once
          // per file): about half the wall time. src/test/setup.ts resets the DOM and storage after
          // every test, and each render makes its own providers, so no state crosses files.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['sandbox-api/**/*.spec.ts', 'contract/**/*.api.spec.ts'],
          // Each file builds its own app over its own database (test/harness.ts), so files can share
          // a worker's module cache: about half the wall time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each worker on its own sandbox (support/sandboxURL.ts): a file spends
          // most of its time waiting on the browser and the sandbox, so one worker left CPU idle. The
          // filter that two workers' load made late was the router's React transitions (App.tsx).
          maxWorkers: 2,
          // An expect.poll waits up to 10 s, as Playwright's own assertions would, not Vitest's 1 s:
          // a debounced search and its request under the other worker's load can take longer.
          expect: { poll: { timeout: 10_000 } },
          // A worker keeps its module cache from file to file: playwright-core and the worker's
          // Chromium (support/browser.ts) start once per worker, not once per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The same dashboard against the reference gateway of tests/gateway (not the sandbox), issue 15.
          name: 'gateway',
          environment: 'node',
          include: ['tests/gateway/**/*.gateway.ts'],
          globalSetup: ['tests/gateway/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Checks on the production build (bundle budgets); node, no database.
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.spec.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The long fault runs (issue 8): `npm run test:faults`, not part of `npm test`.
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.fault.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
