import type { ListType, TransactionSort, TransactionType } from '../../contract/transactions';
import type { CreatedRange } from './dateRange';
import type { PageWindow } from './pageAnchors';
import { TRANSACTION_JSON } from './transactionJson';

/**
 * The stored types behind each list `type` (the three tabs). The client's tab filters of 001
 * section 4 name `withdraw` under both Payouts and Withdraw; the Withdraw tab asks for `refund`
 * (001 section 7), so `withdraw` (money sent out to a wallet) is listed with the payouts. Each stored
 * type belongs to exactly one tab, so exporting the three tabs never repeats a row.
 */
export const STORED_TYPES: Record<ListType, readonly TransactionType[]> = {
  deposit: ['deposit', 'topup'],
  payout: ['payout', 'withdrawal', 'withdraw'],
  refund: ['refund'],
};

export interface ListFilter extends CreatedRange {
  merchantId: string;
  types: readonly TransactionType[];
  status: string | null;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** A page as pageStatement answers it: one row. */
export interface PageResult {
  /** Rows on the page. */
  size: number;
  /** The rows' JSON objects, comma-separated, in the list's order ('' for none). */
  docs: string;
  /** The first and last row's sort key: the time as PostgreSQL prints it, and the id (null when size is 0). */
  first_at: string;
  first_id: string;
  last_at: string;
  last_id: string;
  list_version: number | null;
}

/**
 * The key of each order: a time column, then id, which breaks ties, so every order is total and no
 * row shows on two pages. `forward` is the direction of the time column and of id on page 1.
 */
const ORDER_BY: Record<TransactionSort, { column: 'created_at' | 'updated_at'; forward: 'ASC' | 'DESC' }> = {
  newest: { column: 'created_at', forward: 'DESC' },
  oldest: { column: 'created_at', forward: 'ASC' },
  updated: { column: 'updated_at', forward: 'DESC' },
};

/** Collects parameters and answers their placeholders. */
function parameters(): { params: unknown[]; p: (value: unknown) => string } {
  const params: unknown[] = [];
  return { params, p: (value) => `$${params.push(value)}` };
}

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const utcMidnightAtOrAfter = (date: Date) => new Date(Math.ceil(date.getTime() / DAY_MS) * DAY_MS);
const utcMidnightAtOrBefore = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);

/** The list's version (migration 011), which the anchors of pageAnchors.ts are valid for. */
const versionOf = (merchant: string) => `(SELECT version FROM transaction_list_versions WHERE merchant_id = ${merchant})`;

/**
 * The total and the list's version: the per-day counters of migration 002 for every whole UTC day in the range, plus an
 * exact count of the rows in its partial first and last day (index-only scans of a day or less).
 * A range shorter than a whole UTC day is simply counted.
 */
export function countStatement(filter: ListFilter): Statement {
  const { params, p } = parameters();
  const merchant = p(filter.merchantId);
  const types = filter.types.map(p).join(', ');
  const status = filter.status === null ? '' : ` AND status = ${p(filter.status)}`;
  const exact = (from: Date | null, before: Date | null) =>
    `(SELECT count(*) FROM transactions WHERE merchant_id = ${merchant} AND type IN (${types})${status}` +
    (from ? ` AND created_at >= ${p(from)}` : '') +
    (before ? ` AND created_at < ${p(before)}` : '') +
    ')';

  const firstWholeDay = filter.from && utcMidnightAtOrAfter(filter.from);
  const endOfWholeDays = filter.before && utcMidnightAtOrBefore(filter.before);
  if (firstWholeDay && endOfWholeDays && firstWholeDay >= endOfWholeDays) {
    return { sql: `SELECT ${exact(filter.from, filter.before)} AS total, ${versionOf(merchant)} AS version`, params };
  }
  const parts = [
    `(SELECT coalesce(sum(count), 0)::bigint FROM transaction_counts WHERE merchant_id = ${merchant} AND type IN (${types})${status}` +
      (firstWholeDay ? ` AND day >= ${p(utcDay(firstWholeDay))}::date` : '') +
      (endOfWholeDays ? ` AND day < ${p(utcDay(endOfWholeDays))}::date` : '') +
      ')',
  ];
  if (filter.from && firstWholeDay && filter.from < firstWholeDay) parts.push(exact(filter.from, firstWholeDay));
  if (filter.before && endOfWholeDays && endOfWholeDays < filter.before) parts.push(exact(endOfWholeDays, filter.before));
  return { sql: `SELECT ${parts.join(' + ')} AS total, ${versionOf(merchant)} AS version`, params };
}

/**
 * One page, as a deferred join. Each stored type is a branch: an ordered range of one list index
 * (merchant_id, type, [status,] created_at|updated_at, id; migration 009 covers every filter),
 * cut at offset + limit and reading only the sort key and id, so it is an index-only scan that
 * never touches the table. The branches are merged, OFFSET and LIMIT keep the page's keys, and only
 * those `limit` rows are then fetched by primary key and built into their JSON (transactionJson.ts).
 * A page at offset N thus walks N + limit index entries per branch instead of fetching N + limit
 * whole rows. The branches carry their own ORDER BY and LIMIT because PostgreSQL plans a UNION ALL
 * leaf that has a WHERE clause on its own, without the outer order; and `type IN (...)` on one
 * index cannot keep the order, so either way every matching row would be sorted.
 * A window with a `start` begins each branch at that row's key, a row comparison that the index
 * seeks to, so only the rows between the anchor and the page are walked (pageAnchors.ts).
 * The answer is one row (PageResult): the page's rows as the text of a JSON array's items, in the
 * list's order whichever way the window reads, with the exact sort keys of its first and last row
 * and the list's version as this statement saw it, for the anchors the page leaves.
 */
export function pageStatement(filter: ListFilter, sort: TransactionSort, window: PageWindow): Statement {
  const { params, p } = parameters();
  const merchant = p(filter.merchantId);
  const shared =
    (filter.status === null ? '' : ` AND status = ${p(filter.status)}`) +
    (filter.from ? ` AND created_at >= ${p(filter.from)}` : '') +
    (filter.before ? ` AND created_at < ${p(filter.before)}` : '');
  const { column, forward } = ORDER_BY[sort];
  const direction = window.reversed ? (forward === 'DESC' ? 'ASC' : 'DESC') : forward;
  const order = (time: string, id: string) => `${time} ${direction}, ${id} ${direction}`;
  const branchLimit = p(window.offset + window.limit);
  // From the anchor's row on, in the direction of the read: (time, id) at or past its key.
  const from = window.start
    ? ` AND (${column}, id) ${direction === 'DESC' ? '<=' : '>='} (${p(window.start.at)}::timestamptz, ${p(window.start.id)}::uuid)`
    : '';
  const branches = filter.types.map(
    (type) => `(SELECT ${column} AS sort_at, id AS sort_id FROM transactions
      WHERE merchant_id = ${merchant} AND type = ${p(type)}${shared}${from}
      ORDER BY ${order(column, 'id')} LIMIT ${branchLimit})`,
  );
  // The list's order, also for a window read from the far end.
  const listOrder = `page.sort_at ${forward}, page.sort_id ${forward}`;
  const edge = (value: string, at: 'first' | 'last') =>
    `(array_agg(${value} ORDER BY ${listOrder}))[${at === 'first' ? '1' : 'count(*)'}]`;
  return {
    sql: `SELECT count(*)::int AS size, coalesce(string_agg(${TRANSACTION_JSON}::text, ',' ORDER BY ${listOrder}), '') AS docs,
      ${edge('page.sort_at::text', 'first')} AS first_at, ${edge('page.sort_id', 'first')} AS first_id,
      ${edge('page.sort_at::text', 'last')} AS last_at, ${edge('page.sort_id', 'last')} AS last_id,
      ${versionOf(merchant)} AS list_version FROM (
      SELECT sort_at, sort_id FROM (${branches.join(' UNION ALL ')}) AS keys
      ORDER BY ${order('sort_at', 'sort_id')} LIMIT ${p(window.limit)} OFFSET ${p(window.offset)}
    ) AS page JOIN transactions ON transactions.id = page.sort_id`,
    params,
  };
}
