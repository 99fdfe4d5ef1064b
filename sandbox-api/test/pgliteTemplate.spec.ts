import { describe, expect, it } from 'vitest';
import { seed } from '../db/seed';
import type { Db } from '../db/types';
import { createSecretBox } from '../lib/secretBox';
import { createMigratedPglite, releasePglite, testTables } from './pgliteTemplate';

const rowsInEveryTable = async (db: Db) => {
  const tables = await testTables(db);
  const { rows } = await db.query<{ total: number }>(`SELECT ${tables.map((table) => `(SELECT count(*) FROM ${table})`).join(' + ')} AS total`);
  return rows[0].total;
};

describe.skipIf(Boolean(process.env.DATABASE_URL))('a PGlite handed to the next test file', () => {
  it('is the same PGlite, with no row left in any table (the append-only activity log too) and its sequences restarted', async () => {
    const first = await createMigratedPglite();
    await seed(first, { secrets: createSecretBox('a-test-secret-of-at-least-32-characters') });
    const { rows: merchants } = await first.query<{ id: string }>('SELECT id FROM merchants LIMIT 1');
    await first.query(`INSERT INTO activity_log (merchant_id, actor_email, type) VALUES ($1, 'a@b.test', 'login')`, [merchants[0].id]);
    await first.query("SELECT nextval('transaction_list_version_seq')");
    expect(await rowsInEveryTable(first)).toBeGreaterThan(0);
    await releasePglite(first);

    const next = await createMigratedPglite();
    try {
      expect(next.pglite).toBe(first.pglite);
      expect(await rowsInEveryTable(next)).toBe(0);
      const { rows } = await next.query<{ value: number }>("SELECT nextval('transaction_list_version_seq') AS value");
      expect(rows[0].value).toBe(1);
      const { rows: applied } = await next.query<{ count: number }>('SELECT count(*) AS count FROM schema_migrations');
      expect(applied[0].count).toBeGreaterThan(0);
    } catch (error) {
      await next.close();
      throw error;
    }

    // Emptied a second time, by the statement written at the first.
    await seed(next, { secrets: createSecretBox('a-test-secret-of-at-least-32-characters') });
    await releasePglite(next);
    const third = await createMigratedPglite();
    try {
      expect(third.pglite).toBe(first.pglite);
      expect(await rowsInEveryTable(third)).toBe(0);
    } finally {
      await third.close();
    }
  });
});
