import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, binPath, runNode } from './processes';

/** Everything that goes into the built dashboard. A change to any of them makes dist/ stale. */
const DASHBOARD_SOURCES = [
  'src',
  'dataProvider',
  'authProvider',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vitePrecompress.ts',
  'package-lock.json',
];

/** Vite rewrites index.html on every build, so its time is the time of the last build. */
const BUILD_STAMP = path.join('dist', 'index.html');

/** Tests are not bundled; editing one must not cost a rebuild. */
const isTestFile = (name: string) => /\.spec\.tsx?$/.test(name);

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.isFile() && isTestFile(child.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child.name)));
  }
  return newest;
}

export function dashboardIsStale(root = ROOT): boolean {
  const stamp = path.join(root, BUILD_STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return DASHBOARD_SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Builds the dashboard with Vite when dist/ is missing or older than its sources. */
export async function buildDashboardIfStale(root = ROOT): Promise<void> {
  if (!dashboardIsStale(root)) return;
  console.log('Building the dashboard (dist/ is missing or older than its sources)...');
  // Vite bakes NODE_ENV into the bundle: called from Vitest (NODE_ENV=test, the e2e globalSetup) it
  // would otherwise build React's development code into dist/.
  const env = { ...process.env, NODE_ENV: 'production' };
  const code = await runNode([binPath('vite'), 'build', '--logLevel', 'warn'], { cwd: root, env });
  if (code !== 0) throw new Error(`The dashboard build (vite build) failed with exit code ${code}.`);
}
