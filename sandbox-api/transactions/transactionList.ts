import type { ListPage } from '../../contract/http';
import type { Transaction, TransactionListQuery } from '../../contract/transactions';
import type { Queryable } from '../db/types';
import { createdRange } from './dateRange';
import { countStatement, LIST_COLUMNS, pageStatement, pageWindow, STORED_TYPES, type ListFilter } from './listQuery';
import { toTransaction, type TransactionRow } from './rowMapper';

/**
 * One page of a merchant's transactions (GET /dashboard/transactionList): a count, then one
 * indexed query for the page. The count comes first because it decides whether the page exists
 * at all (past the end: no second query) and from which end the page is cheaper to read.
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
  const { rows: counted } = await db.query<{ total: number }>(count.sql, count.params);
  const total = counted[0].total;
  const result = { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
  if ((query.page - 1) * query.limit >= total) return { docs: [], ...result };

  const window = pageWindow(total, query.page, query.limit);
  const page = pageStatement(filter, query.sort, window);
  const { rows } = await db.query<TransactionRow>(page.sql, page.params);
  if (window.reversed) rows.reverse();
  return { docs: rows.map(toTransaction), ...result };
}

/** One of a merchant's transactions as a list row, or null when the merchant has none with that id. */
export async function getTransaction(db: Queryable, merchantId: string, id: string): Promise<Transaction | null> {
  const { rows } = await db.query<TransactionRow>(`SELECT ${LIST_COLUMNS} FROM transactions WHERE id = $1 AND merchant_id = $2`, [id, merchantId]);
  return rows[0] ? toTransaction(rows[0]) : null;
}
