import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMigrations } from './migrate';
import { openMigratedPglite, templatePath } from './pgliteTemplate';

const folder = mkdtempSync(path.join(tmpdir(), 'pglite-template-spec-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))('a new PGlite data folder', () => {
  it('is made by initdb and the migrations when there is no template, and then kept as the template, which the next new folder starts from', async () => {
    const template = path.join(folder, path.basename(templatePath()));
    const everyMigration = readMigrations().map((migration) => `${String(migration.version).padStart(3, '0')}_${migration.name}`);

    const first = await openMigratedPglite(path.join(folder, 'first'), template);
    expect(first.template).toBeUndefined();
    expect(first.applied).toEqual(everyMigration);
    await first.db.exec('CREATE TABLE written_after (id int); INSERT INTO written_after VALUES (1)');
    await first.db.close();
    expect(existsSync(template)).toBe(true);

    const second = await openMigratedPglite(path.join(folder, 'second'), template);
    try {
      expect(second.template).toBe(template);
      expect(second.applied).toEqual([]);
      const { rows } = await second.db.query<{ count: number }>('SELECT count(*) AS count FROM schema_migrations');
      expect(rows[0].count).toBe(everyMigration.length);
      // The template holds the migrated schema, never what was written after it was made.
      const { rows: after } = await second.db.query<{ table: string | null }>("SELECT to_regclass('written_after')::text AS table");
      expect(after[0].table).toBeNull();
    } finally {
      await second.db.close();
    }

    // A folder that holds a database opens as it is.
    const again = await openMigratedPglite(path.join(folder, 'first'), template);
    try {
      expect(again.template).toBeUndefined();
      expect(again.applied).toEqual([]);
      const { rows } = await again.db.query<{ count: number }>('SELECT count(*) AS count FROM written_after');
      expect(rows[0].count).toBe(1);
    } finally {
      await again.db.close();
    }
  });
});
