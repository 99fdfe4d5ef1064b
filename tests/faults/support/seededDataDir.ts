import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../../../scripts/processes';
import { startSandbox } from './sandbox';

const PREFIX = 'usdt-faults-template-';
const SOURCES = ['sandbox-api/db/seed.ts', 'sandbox-api/db/demoData.ts', 'sandbox-api/db/migrate.ts'];

/** Changes when the schema or the demo data change, and each day, so the seeded dates stay recent. */
function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(ROOT, 'sandbox-api/db/migrations');
  for (const file of readdirSync(migrations).sort()) hash.update(readFileSync(path.join(migrations, file)));
  for (const file of SOURCES) hash.update(readFileSync(path.join(ROOT, file)));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh PGlite data folder holding the migrated, seeded demo data. Seeding months of demo data
 * is most of a first start on a busy machine, so the fault files start from one seeded template
 * (made once by a real sandbox start and a clean stop) and each gets a copy of its own.
 */
export async function seededDataDir(): Promise<string> {
  const template = path.join(tmpdir(), `${PREFIX}${templateKey()}`);
  if (!existsSync(path.join(template, 'ready'))) {
    for (const stale of readdirSync(tmpdir()).filter((name) => name.startsWith(PREFIX))) {
      rmSync(path.join(tmpdir(), stale), { recursive: true, force: true });
    }
    const run = await startSandbox({ port: await freePort(), dataDir: template });
    await run.stop();
    if ((await run.exited) !== 0) throw new Error(`The template sandbox did not stop cleanly:\n${run.output().slice(-4000)}`);
    writeFileSync(path.join(template, 'ready'), '');
  }
  const copy = mkdtempSync(path.join(tmpdir(), 'faults-data-'));
  cpSync(path.join(template, 'pglite'), path.join(copy, 'pglite'), { recursive: true });
  return copy;
}
