import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagedList, type ListSource } from './pagedList';
import { createPgliteDb, type PgliteDb } from './pglite';
import type { Queryable } from './types';
import { Where } from './where';

const ROWS = `(VALUES (1, 'b', 'x'), (2, NULL, 'x'), (3, 'a', 'y'), (4, 'b', 'x'), (5, NULL, 'x')) t(id, name, kind)`;
type Field = 'name' | 'id';

let db: PgliteDb;
beforeAll(async () => {
  db = await createPgliteDb();
});
afterAll(async () => {
  await db.close();
});

/** The db, counting the statements sent through it. */
function counting(): { db: Queryable; sent: string[] } {
  const sent: string[] = [];
  return { sent, db: { query: (sql, params) => (sent.push(sql), db.query(sql, params)), exec: (sql) => db.exec(sql) } };
}

function source(kind: string | null, options: Partial<ListSource<Field>> = {}): ListSource<Field> {
  const where = new Where();
  where.conditions.push(kind === null ? 'true' : `kind = ${where.param(kind)}`);
  return { select: `SELECT id FROM ${ROWS}`, countFrom: ROWS, where, sortColumns: { name: 'name', id: 'id' }, tiebreak: ['id'], ...options };
}

const toId = (row: { id: number }) => row.id;
const ids = async (list: ListSource<Field>, sort: [Field, 'ASC' | 'DESC']) => (await pagedList(db, list, { sort, range: [0, 9] }, toId)).records;

describe('pagedList', () => {
  it('answers the page asked, in the order asked with the tiebreak in the same direction, and the total, in two queries', async () => {
    const counted = counting();
    const page = await pagedList(counted.db, source('x'), { sort: ['name', 'ASC'], range: [1, 2] }, toId);
    expect(page).toEqual({ records: [4, 2], total: 4, start: 1 });
    expect(counted.sent).toHaveLength(2);
    expect(await ids(source('x'), ['name', 'DESC'])).toEqual([5, 2, 4, 1]);
    expect(await pagedList(db, source(null), { sort: ['id', 'ASC'], range: [7, 9] }, toId)).toEqual({ records: [], total: 5, start: 7 });
  });

  it('puts rows without a sort value last in both directions when asked', async () => {
    expect(await ids(source(null, { nullsLast: true }), ['name', 'ASC'])).toEqual([3, 1, 4, 2, 5]);
    expect(await ids(source(null, { nullsLast: true }), ['name', 'DESC'])).toEqual([4, 1, 3, 5, 2]);
    expect(await ids(source(null), ['name', 'DESC'])).toEqual([5, 2, 4, 1, 3]);
  });

  it('never puts a field that is not a sort column into SQL', async () => {
    const counted = counting();
    const hostile = ['id; DROP TABLE x', 'ASC'] as unknown as [Field, 'ASC'];
    await expect(pagedList(counted.db, source(null), { sort: hostile, range: [0, 9] }, toId)).rejects.toThrow('is not a sort field');
    const inherited = ['toString', 'ASC'] as unknown as [Field, 'ASC'];
    await expect(pagedList(counted.db, source(null), { sort: inherited, range: [0, 9] }, toId)).rejects.toThrow('is not a sort field');
    expect(counted.sent).toEqual([]);
  });
});
