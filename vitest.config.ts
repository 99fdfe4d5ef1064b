import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['contract/**/*.spec.ts', 'src/**/*.spec.{ts,tsx}', 'dataProvider/**/*.spec.ts', 'authProvider/**/*.spec.ts'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['sandbox-api/**/*.spec.ts', 'contract/**/*.api.spec.ts'],
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
