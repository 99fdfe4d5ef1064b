import type { ListPage } from '../../contract/http';
import type { Transaction, TransactionListQuery } from '../../contract/transactions';
import type { Queryable } from '../db/types';
import { createdRange } from './dateRange';
import { countStatement, LIST_COLUMNS, pageStatement, STORED_TYPES, type ListFilter } from './listQuery';
import { PageAnchors, pageWindow, type Anchor, type NearestAnchors } from './pageAnchors';
import { toTransaction, type TransactionRow } from './rowMapper';

/** A page's row with the key it was ordered by and the list's version its statement saw. */
type PageRow = TransactionRow & { anchor_at: string; list_version: number | null };

/** Each database's anchors (the PGlite of a test and the pool of a server are different lists). */
const anchorsByDb = new WeakMap<Queryable, PageAnchors>();

function anchorsOf(db: Queryable): PageAnchors {
  let anchors = anchorsByDb.get(db);
  if (!anchors) anchorsByDb.set(db, (anchors = new PageAnchors()));
  return anchors;
}

/**
 * One page of a merchant's transactions (GET /dashboard/transactionList): a count, then one
 * indexed query for the page. The count comes first because it decides whether the page exists
 * at all (past the end: no second query) and from which end, or from which page already served
 * (pageAnchors.ts), the page is cheapest to read.
 */
export async function listTransactions(
  db: Queryable,
  merchantId: string,
  query: TransactionListQuery,
  now = new Date(),
): Promise<ListPage<Transaction>> {
  const filter: ListFilter = {
    merchantId,
    types: STORED_TYPES[query.type],
    status: query.status ?? null,
    ...createdRange(query, now),
  };
  const count = countStatement(filter);
  const { rows: counted } = await db.query<{ total: number; version: number | null }>(count.sql, count.params);
  const { total } = counted[0];
  const version = counted[0].version ?? 0;
  const result = { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
  const offset = (query.page - 1) * query.limit;
  if (offset >= total) return { docs: [], ...result };

  const anchors = anchorsOf(db);
  const list = JSON.stringify([merchantId, filter.types, filter.status, filter.from, filter.before, query.sort]);
  const last = Math.min(offset + query.limit, total) - 1;
  const read = async (near: NearestAnchors) => {
    const window = pageWindow(total, query.page, query.limit, near);
    const page = pageStatement(filter, query.sort, window);
    const { rows } = await db.query<PageRow>(page.sql, page.params);
    if (window.reversed) rows.reverse();
    return { rows, anchored: window.start !== undefined };
  };
  const first = await read(anchors.nearest(list, version, offset, last));
  let { rows } = first;
  // A write between the count and the page: the positions of the count's version do not hold for
  // the rows read, so the page is read again from the ends, and it leaves no anchors.
  const consistent = rows.length > 0 && (rows[0].list_version ?? 0) === version;
  if (!consistent && first.anchored) ({ rows } = await read({}));
  if (consistent) {
    const edge = (row: PageRow, position: number): Anchor => ({ at: row.anchor_at, id: row.id, position });
    anchors.remember(list, version, [edge(rows[0], offset), edge(rows[rows.length - 1], offset + rows.length - 1)]);
  }
  return { docs: rows.map(toTransaction), ...result };
}

/** One of a merchant's transactions as a list row, or null when the merchant has none with that id. */
export async function getTransaction(db: Queryable, merchantId: string, id: string): Promise<Transaction | null> {
  const { rows } = await db.query<TransactionRow>(`SELECT ${LIST_COLUMNS} FROM transactions WHERE id = $1 AND merchant_id = $2`, [id, merchantId]);
  return rows[0] ? toTransaction(rows[0]) : null;
}
