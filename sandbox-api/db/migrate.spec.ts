import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedPglite } from '../test/pgliteTemplate';
import { migrate, MIGRATIONS_DIR, readMigrations } from './migrate';
import type { PgliteDb } from './pglite';

let db: PgliteDb;
let dir: string;

beforeAll(async () => {
  db = await createMigratedPglite();
  dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  for (const migration of readMigrations()) {
    const file = `${String(migration.version).padStart(3, '0')}_${migration.name}.sql`;
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  }
});

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('records each applied migration and applies nothing twice', async () => {
    const { rows } = await db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows).toEqual(readMigrations().map(({ version, name }) => ({ version, name })));
    expect(await migrate(db)).toEqual([]);
  });

  it('applies a new migration in order, and a failing one leaves nothing behind', async () => {
    writeFileSync(path.join(dir, '900_add_probe.sql'), 'CREATE TABLE probe (id integer PRIMARY KEY);');
    writeFileSync(path.join(dir, '901_broken.sql'), 'CREATE TABLE half_done (id integer);\nSELECT no_such_column FROM probe;');
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow(/no_such_column/);
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_name IN ('probe', 'half_done') ORDER BY table_name`,
    );
    expect(tables.rows).toEqual([{ table_name: 'probe' }]);
    const recorded = await db.query('SELECT version FROM schema_migrations WHERE version >= 900');
    expect(recorded.rows).toEqual([{ version: 900 }]);
    rmSync(path.join(dir, '901_broken.sql'));
  });

  it('refuses a migration renamed after it was applied', async () => {
    rmSync(path.join(dir, '900_add_probe.sql'));
    writeFileSync(path.join(dir, '900_renamed.sql'), 'SELECT 1;');
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow(/recorded as add_probe/);
  });

  it('refuses badly named files', () => {
    writeFileSync(path.join(dir, 'latest.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/NNN_name.sql/);
  });
});
