import { describe, expect, it } from 'vitest';
import { createPgDb } from './pg';
import { PreparedStatements } from './preparedStatements';

describe('PreparedStatements', () => {
  it('names a text from its second call on, always the same name, one per text', () => {
    const statements = new PreparedStatements('p_');
    expect(statements.nameOf('SELECT $1::int')).toBeUndefined();
    const name = statements.nameOf('SELECT $1::int');
    expect(name).toBe('p_0');
    expect(statements.nameOf('SELECT $1::int')).toBe(name);
    expect(statements.nameOf('SELECT $1::text')).toBeUndefined();
    expect(statements.nameOf('SELECT $1::text')).toBe('p_1');
  });

  it('names at most 500 texts, then runs new ones unnamed, and forgets texts seen once oldest first', () => {
    const statements = new PreparedStatements('p_');
    for (let i = 0; i < 500; i++) {
      statements.nameOf(`SELECT ${i}, $1`);
      expect(statements.nameOf(`SELECT ${i}, $1`)).toBe(`p_${i}`);
    }
    statements.nameOf('SELECT 500, $1');
    expect(statements.nameOf('SELECT 500, $1')).toBeUndefined();
    expect(statements.nameOf('SELECT 7, $1')).toBe('p_7');

    const fresh = new PreparedStatements('q_');
    fresh.nameOf('SELECT first, $1');
    for (let i = 0; i < 2_000; i++) fresh.nameOf(`SELECT once_${i}, $1`);
    expect(fresh.nameOf('SELECT first, $1')).toBeUndefined();
    expect(fresh.nameOf('SELECT first, $1')).toBe('q_0');
  });

  // Named statements exist only on a server: PGlite parses every call.
  it.runIf(process.env.DATABASE_URL)('on PostgreSQL, a statement run twice is prepared on the connection and answers the same', async () => {
    const db = await createPgDb({ url: process.env.DATABASE_URL ?? '', max: 1 });
    try {
      const sql = 'SELECT $1::int + 1 AS next';
      expect((await db.query(sql, [1])).rows).toEqual([{ next: 2 }]);
      expect((await db.query(sql, [2])).rows).toEqual([{ next: 3 }]);
      expect((await db.query(sql, [3])).rows).toEqual([{ next: 4 }]);
      const prepared = await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE statement = $1', [sql]);
      expect(prepared.rows).toHaveLength(1);
      const inTransaction = await db.transaction((tx) => tx.query(sql, [4]));
      expect(inTransaction.rows).toEqual([{ next: 5 }]);
    } finally {
      await db.close();
    }
  });
});
