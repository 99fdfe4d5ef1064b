import { openMigratedPglite } from '../db/pgliteTemplate';
import { openPgliteDb, type PgliteDb } from '../db/pglite';
import type { Db } from '../db/types';

/**
 * PGlites whose test file is done, emptied for the next file of this worker (files of a worker share
 * its modules, vitest.config.ts): starting one from the template (db/pgliteTemplate.ts) takes a second
 * of CPU, emptying one takes milliseconds. Each file still starts from an empty, migrated database.
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

/** A migrated, empty PGlite in memory for a test file: one that a finished file handed back, emptied, or a new one. */
export async function createMigratedPglite(): Promise<PgliteDb> {
  const reused = idle.pop();
  if (reused) return emptied(reused);
  return (await openMigratedPglite()).db;
}
