import type { GetListResult, RaRecord } from 'ra-core';
import { DEFAULT_NETWORK, PAGE_SIZES } from '../../contract/constants';
import type { Ok } from '../../contract/http';
import { IDEMPOTENCY_HEADER } from '../../contract/wireKeys';
import { onSessionEndChange } from '../../authProvider/session';
import type { HttpClient } from '../httpClient';
import { adaptRecord } from '../rowShapes';
import { amount, listOf } from '../shapes';
import { pageInMemory, writtenRecord, type Calls } from './common';

export function withdrawals(http: HttpClient): Calls {
  /** The whole payout history (001 section 7): 50 a request, up to the gateway's page count (a bare list is one page). */
  const readHistory = async () => {
    const rows: RaRecord[] = [];
    for (let page = 1; ; page++) {
      const { json } = await http('/withdrawal/my-withdrawals', { query: { page, limit: PAGE_SIZES.payoutFetch } });
      const list = listOf(json);
      // Refunds never show in the payout history (001 section 3); rows are shaped before the sort (amounts by size).
      for (const row of list.rows.filter(({ type }) => type !== 'refund')) {
        rows.push({ ...adaptRecord('withdrawals', row), amount: amount(row.amount), currencyType: row.currencyType ?? DEFAULT_NETWORK });
      }
      if (page >= (list.totalPages ?? 1)) return rows;
    }
  };
  // Calls with the same `meta.historyAt` share one read: filter, sort and page send no request.
  let history: { at: unknown; rows: Promise<RaRecord[]>; stop: () => void } | null = null;
  const drop = () => {
    history?.stop();
    history = null;
  };

  return {
    async getList(_, { meta, ...params }) {
      const at = (meta as { historyAt?: unknown } | undefined)?.historyAt;
      if (at === undefined || !history || history.at !== at) {
        drop();
        // The history is the signed-in user's: a session's end (a logout, an expiry, a 401) drops it.
        const read = { at, rows: readHistory(), stop: onSessionEndChange(drop) };
        history = read;
        // A failed read is not kept: the next call asks again.
        read.rows.catch(() => history === read && drop());
      }
      return pageInMemory(await history.rows, params) as GetListResult;
    },
    // `meta.idempotencyKey` stays the same for every retry of one submit, so the gateway makes one
    // payout. The gateway's message comes with the record, for the screen's toast.
    async create(_, { data, meta }) {
      const key = (meta as { idempotencyKey?: string } | undefined)?.idempotencyKey;
      const { json } = await http('/withdrawal', { method: 'POST', body: data, headers: key ? { [IDEMPOTENCY_HEADER]: key } : undefined });
      // The history has a new payout: the next list reads it again.
      drop();
      const message = (json as Ok<unknown> | null)?.message;
      return { data: { ...writtenRecord(json, data, {}, ''), ...(message ? { message } : {}) } as never };
    },
  };
}
