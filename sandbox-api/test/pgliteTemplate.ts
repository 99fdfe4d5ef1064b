import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from '../db/migrate';
import { createPgliteDb, openPgliteDb, type PgliteDb } from '../db/pglite';
import type { Db } from '../db/types';

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

/**
 * PGlites whose test file is done, emptied for the next file of this worker (files of a worker share
 * its modules, vitest.config.ts): starting one from the tarball took a second of CPU, emptying one
 * takes milliseconds. Each file still starts from an empty, migrated database.
 */
const idle: PgliteDb[] = [];

/** Hands a harness's PGlite back for the next file's, unless a test closed it. */
export async function releasePglite(db: PgliteDb): Promise<void> {
  await db.stopListening();
  if (!db.pglite.closed) idle.push(db);
}

/** The tables tests write to: every one but the migrations' record, quoted for SQL. */
export async function testTables(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
  );
  return rows.map((row) => row.name);
}

/** Each PGlite's emptying statement, written once: its schema does not change between files. */
const emptying = new WeakMap<PgliteDb['pglite'], string>();

/**
 * Every table but the migrations' record emptied and every sequence restarted, as the tarball left
 * them. The activity log refuses TRUNCATE by a trigger (migration 018); a replica session fires none.
 */
async function emptied(db: PgliteDb): Promise<PgliteDb> {
  let sql = emptying.get(db.pglite);
  if (!sql) {
    const { rows: sequences } = await db.query<{ name: string }>(
      'SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = current_schema()',
    );
    sql = `SET session_replication_role = replica;
      TRUNCATE ${(await testTables(db)).join(', ')} RESTART IDENTITY;
      ${sequences.map((sequence) => `ALTER SEQUENCE ${sequence.name} RESTART;`).join('\n')}
      RESET session_replication_role;`;
    emptying.set(db.pglite, sql);
  }
  await db.exec(sql);
  return openPgliteDb(db.pglite);
}

export async function createMigratedPglite(): Promise<PgliteDb> {
  const reused = idle.pop();
  if (reused) return emptied(reused);
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
