/**
 * `npm run size`: builds the dashboard into a temporary folder (dist/ stays as it is for the
 * sandboxes that serve it) and prints the gzip size of what the sign-in route loads, of the admin
 * app a signed-in visit adds, and of every lazy chunk. tests/build/size.spec.ts enforces the budgets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureBundle, sizesTable } from './bundleSize';
import { ROOT } from './processes';

const outDir = mkdtempSync(path.join(tmpdir(), 'dashboard-size-'));
try {
  console.log(sizesTable(await measureBundle(ROOT, outDir)));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
