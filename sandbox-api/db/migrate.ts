import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Several API processes may start at once against one server; this lock lets one migrate at a time. */
const MIGRATION_LOCK = 7_243_101;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`Migration file ${file} must be named NNN_name.sql`);
      return { version: Number(match[1]), name: match[2], sql: readFileSync(`${dir}/${file}`, 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, i) => {
    if (i > 0 && migrations[i - 1].version === migration.version) {
      throw new Error(`Two migrations share version ${migration.version}`);
    }
  });
  return migrations;
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, each in its own
 * transaction together with its record, so a failed migration leaves nothing half-applied.
 * Returns the names of the migrations it applied.
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) {
        if (rows[0].name !== migration.name) {
          throw new Error(
            `Migration ${migration.version} is recorded as ${rows[0].name} but the file is ${migration.name}; migrations are never renamed`,
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(`${String(migration.version).padStart(3, '0')}_${migration.name}`);
  }
  return applied;
}
