import type { Transaction, TransactionListQuery } from '../../contract/transactions';
import type { Queryable } from '../db/types';
import { createdRange } from './dateRange';
import { countStatement, pageStatement, STORED_TYPES, type ListFilter, type PageResult } from './listQuery';
import { PageAnchors, pageWindow, type Anchor } from './pageAnchors';
import { TRANSACTION_JSON } from './transactionJson';
import { perDatabase, RecentMap } from '../lib/perDatabase';

/**
 * A page of the list (contract ListPage<Transaction>) with its rows still as JSON text: the items
 * of the `docs` array, as PostgreSQL built them (transactionJson.ts).
 */
export interface TransactionPage {
  docs: string;
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/**
 * The list call's answer, `{ success: true, data: ListPage<Transaction> }`, as the JSON text
 * JSON.stringify prints for it, without parsing and printing the rows again.
 */
export function transactionPageJson({ docs, page, limit, total, totalPages }: TransactionPage): string {
  return `{"success":true,"data":{"docs":[${docs}],"page":${page},"limit":${limit},"total":${total},"totalPages":${totalPages}}}`;
}

/** Each database's anchors (the PGlite of a test and the pool of a server are different lists). */
const anchorsOf = perDatabase(() => new PageAnchors());

/** A list's total as counted at one version of the merchant's list (migration 011). */
interface KnownTotal {
  total: number;
  version: number;
}

/** The lists whose totals are remembered, per database; the oldest is forgotten past this many. */
const MAX_KNOWN_TOTALS = 5_000;
const totalsOf = perDatabase(() => new RecentMap<string, KnownTotal>(MAX_KNOWN_TOTALS));

/**
 * The rows a query lists (merchant, stored types, status, time window in the merchant's `timeZone`)
 * and `list`, the key its total, anchors and answers are remembered under, which adds the order.
 */
export function listOf(merchantId: string, query: TransactionListQuery, now: Date, timeZone: string | null = null): { filter: ListFilter; list: string } {
  const filter: ListFilter = {
    merchantId,
    types: STORED_TYPES[query.type],
    status: query.status ?? null,
    ...createdRange(query, now, timeZone),
  };
  return { filter, list: JSON.stringify([merchantId, filter.types, filter.status, filter.from, filter.before, query.sort]) };
}

/**
 * One page of a merchant's transactions (GET /dashboard/transactionList): a count, then one
 * indexed query for the page. The count decides whether the page exists at all (past the end: no
 * second query) and from which end, or from which page already served (pageAnchors.ts), the page
 * is cheapest to read.
 * A list's total is remembered with the list's version it was counted at: every write to the
 * merchant's transactions, from any app instance, takes a new version (migration 011), and each
 * page row carries the version its statement saw. So a page of a list already counted is one
 * statement: read with the remembered total, it is answered when its rows carry that same version
 * (no write since, so the total still holds); otherwise the list is counted again and the page read
 * anew, as on a first visit.
 */
export async function listTransactions(
  db: Queryable,
  merchantId: string,
  query: TransactionListQuery,
  now = new Date(),
  timeZone: string | null = null,
): Promise<TransactionPage> {
  const { filter, list } = listOf(merchantId, query, now, timeZone);
  const offset = (query.page - 1) * query.limit;
  const anchors = anchorsOf(db);
  const totals = totalsOf(db);

  /**
   * Reads the page as the list stood at `version` with `total` rows, from the nearest anchors of that
   * version unless told to read from the ends; consistent when its rows carry that version.
   */
  const read = async (total: number, version: number, fromAnchors = true) => {
    const near = fromAnchors ? anchors.nearest(list, version, offset, Math.min(offset + query.limit, total) - 1) : {};
    const window = pageWindow(total, query.page, query.limit, near);
    const statement = pageStatement(filter, query.sort, window);
    const { rows } = await db.query<PageResult>(statement.sql, statement.params);
    const page = rows[0];
    const consistent = page.size > 0 && (page.list_version ?? 0) === version;
    if (consistent) {
      const edges: Anchor[] = [
        { at: page.first_at, id: page.first_id, position: offset },
        { at: page.last_at, id: page.last_id, position: offset + page.size - 1 },
      ];
      anchors.remember(list, version, edges);
    }
    return { docs: page.docs, consistent, anchored: window.start !== undefined };
  };
  const answer = (total: number, docs: string): TransactionPage => ({
    docs,
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  });

  const known = totals.touch(list);
  if (known && offset < known.total) {
    const page = await read(known.total, known.version);
    if (page.consistent) return answer(known.total, page.docs);
  }

  const count = countStatement(filter);
  const { rows: counted } = await db.query<{ total: number; version: number | null }>(count.sql, count.params);
  const { total } = counted[0];
  const version = counted[0].version ?? 0;
  totals.set(list, { total, version });
  if (offset >= total) return answer(total, '');
  const first = await read(total, version);
  // A write between the count and the page: the positions of the count's version do not hold for
  // the rows read, so the page is read again from the ends, and it leaves no anchors.
  if (!first.consistent && first.anchored) return answer(total, (await read(total, version, false)).docs);
  return answer(total, first.docs);
}

/** One of a merchant's transactions as a list row, or null when the merchant has none with that id. */
export async function getTransaction(db: Queryable, merchantId: string, id: string): Promise<Transaction | null> {
  const { rows } = await db.query<{ doc: Transaction }>(`SELECT ${TRANSACTION_JSON} AS doc FROM transactions WHERE id = $1 AND merchant_id = $2`, [
    id,
    merchantId,
  ]);
  return rows[0]?.doc ?? null;
}
