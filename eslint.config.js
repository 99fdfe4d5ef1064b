import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Feature folders of the dashboard. Each one is a slice of the spec that must stand on its own:
 * a feature never imports another feature, so the slices can change independently. Shared code
 * lives in src/common, src/layout, src/i18n and the providers.
 */
const FEATURES = [
  'dashboard',
  'transactions',
  'payouts',
  'complaints',
  'subusers',
  'credentials',
  'paymentLinks',
  'walletBalance',
  'walletServiceTypes',
  'settings',
  'security',
  'notifications',
  'realtime',
  'login',
  'activity',
];
const DASHBOARD = ['./src', './dataProvider', './authProvider'];

const architectureZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/${feature}`,
    from: FEATURES.filter((other) => other !== feature).map((other) => `./src/${other}`),
    message: 'A feature folder never imports another feature; move shared code to src/common.',
  })),
  {
    target: './src/common',
    from: FEATURES.map((feature) => `./src/${feature}`),
    message: 'src/common is shared by every feature and never imports one.',
  },
  {
    target: './contract',
    from: [...DASHBOARD, './sandbox-api', './tests', './scripts'],
    message: 'contract/ is imported by both sides and imports nothing from the app.',
  },
  {
    target: DASHBOARD,
    from: './sandbox-api',
    message: 'The dashboard talks to the API over HTTP only; share types through contract/.',
  },
  {
    target: './sandbox-api',
    from: DASHBOARD,
    message: 'The sandbox API never imports dashboard code; share it through contract/.',
  },
  {
    target: './tests/gateway',
    from: ['./sandbox-api', './contract', ...DASHBOARD],
    message: 'The reference gateway is an independent reading of the spec: it shares no code with the sandbox, contract/ or the dashboard.',
  },
];

export default defineConfig(
  globalIgnores(['dist/', 'node_modules/', 'coverage/', '.data/', 'tests/e2e/.artifacts/']),
  js.configs.recommended,
  // Syntax-only typescript-eslint rules: tsc already type-checks in `npm test`, and the
  // type-aware presets would make lint several times slower on the 2-core machine.
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // The import graph (no-cycle) only follows files it knows how to parse.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: architectureZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'dataProvider/**/*.ts', 'authProvider/**/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The dashboard only writes workbooks: xlsx's advisories concern parsing (SECURITY.md), so its
    // readers (read, readFile) must never reach the dashboard. The tests may read files back.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'xlsx',
              allowImportNames: ['utils', 'write'],
              message: 'The dashboard only writes workbooks with xlsx (utils, write); see SECURITY.md.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox-api/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
);
