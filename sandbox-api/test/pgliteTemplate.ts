import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from '../db/migrate';
import { createPgliteDb, type PgliteDb } from '../db/pglite';

/**
 * A fresh in-memory PGlite with the schema migrated. PGlite's initdb takes seconds, so the first
 * test file to need it saves the migrated data folder as a tarball in the temp folder, and later
 * files start from it in well under a second. The tarball's name is a hash of the PGlite version
 * and the migration files, so a changed migration makes a new one. It holds no rows: each test
 * file seeds its own data, with dates relative to its own start.
 */
const require = createRequire(import.meta.url);

function templatePath(): string {
  // The package does not export its package.json; it sits one folder above the entry point.
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const hash = createHash('sha256').update(version);
  for (const migration of readMigrations()) hash.update(`${migration.version}:${migration.name}:${migration.sql}`);
  return path.join(tmpdir(), `usdt-sandbox-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

export async function createMigratedPglite(): Promise<PgliteDb> {
  const file = templatePath();
  if (existsSync(file)) {
    const db = await createPgliteDb({ loadDataDir: new Blob([readFileSync(file)]) });
    await migrate(db);
    return db;
  }
  const db = await createPgliteDb();
  await migrate(db);
  const tarball = Buffer.from(await (await db.dump()).arrayBuffer());
  // Written aside and renamed: a file running in parallel never reads half a tarball.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
  return db;
}
