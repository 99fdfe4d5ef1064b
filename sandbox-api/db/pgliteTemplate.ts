import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from './migrate';
import { createPgliteDb, type PgliteDb } from './pglite';

/**
 * A new PGlite database starts from a copy of the migrated schema. PGlite's initdb takes about 4 of a first start's
 * 8 seconds here, and what it and the migrations make is the same for every new database: so the first one made is
 * kept in the temp folder as a gzip tarball (4.5 MB), and a later new database, in a data folder or in memory (the API
 * tests'), loads it in about a second. Its name is a hash of the PGlite version and the migration files, so a changed
 * migration makes a new one. It holds no rows: each database seeds its own, with dates relative to its own start.
 */
const require = createRequire(import.meta.url);
const PREFIX = 'usdt-sandbox-pglite-';

export function templatePath(migrations = readMigrations()): string {
  // The package does not export its package.json; it sits one folder above the entry point.
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const hash = createHash('sha256').update(version);
  for (const migration of migrations) hash.update(`${migration.version}:${migration.name}:${migration.sql}`);
  return path.join(tmpdir(), `${PREFIX}${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/** The template, replacing those of other versions; written aside and renamed, so a process starting at the same time never reads half of it. */
async function saveTemplate(db: PgliteDb, file: string): Promise<void> {
  const tarball = Buffer.from(await (await db.pglite.dumpDataDir('gzip')).arrayBuffer());
  const folder = path.dirname(file);
  // Another version's; not a partial one, which a process starting at the same time may be about to rename.
  const stale = readdirSync(folder).filter((name) => name.startsWith(PREFIX) && !name.endsWith('.partial') && name !== path.basename(file));
  for (const name of stale) rmSync(path.join(folder, name), { force: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
}

/**
 * The PGlite in `dataDir` (in memory without one), migrated, with the names of the migrations it applied. A new one
 * starts from the template when there is one; otherwise initdb makes it, and once migrated it becomes the template.
 */
export async function openMigratedPglite(dataDir?: string, file?: string): Promise<{ db: PgliteDb; applied: string[]; template?: string }> {
  // Read once: the template's name and the migrations to apply come from the same files.
  const migrations = readMigrations();
  file ??= templatePath(migrations);
  const isNew = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const fromTemplate = isNew && existsSync(file);
  const db = await createPgliteDb({ dataDir, loadDataDir: fromTemplate ? new Blob([readFileSync(file)]) : undefined });
  const applied = await migrate(db, migrations);
  // A copy for later; a temp folder that cannot take it costs them the seconds, not this start.
  if (isNew && !fromTemplate) await saveTemplate(db, file).catch(() => undefined);
  return { db, applied, template: fromTemplate ? file : undefined };
}
