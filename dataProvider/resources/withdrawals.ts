import type { Ok } from '../../contract/http';
import { IDEMPOTENCY_HEADER } from '../../contract/payouts';
import type { HttpClient } from '../httpClient';
import { listOf } from '../shapes';
import { listResult, writtenRecord, type Calls } from './common';

// GET /withdrawal/my-withdrawals, POST /withdrawal

export function withdrawals(http: HttpClient): Calls {
  return {
    async getList(_, { pagination, signal }) {
      const page = pagination?.page ?? 1;
      const { json } = await http('/withdrawal/my-withdrawals', { query: { page, limit: pagination?.perPage }, signal });
      const list = listOf(json);
      // Refund types never show in the payout history (001 section 3), whatever the gateway sends.
      const rows = list.rows.filter((row) => row.type !== 'refund');
      // The gateway's page count (a bare list is one page), for the history that reads every page (payoutsApi.ts).
      return { ...listResult({ ...list, rows }, page), meta: { totalPages: Math.max(list.totalPages ?? 1, 1) } };
    },
    /**
     * `meta.idempotencyKey` stays the same for every retry of one submit, so the gateway makes one
     * payout. The gateway's message comes with the record, for the screen's toast.
     */
    async create(_, { data, meta }) {
      const key = (meta as { idempotencyKey?: string } | undefined)?.idempotencyKey;
      const { json } = await http('/withdrawal', { method: 'POST', body: data, headers: key ? { [IDEMPOTENCY_HEADER]: key } : undefined });
      const message = (json as Ok<unknown> | null)?.message;
      return { data: { ...writtenRecord(json, data, {}, ''), ...(message ? { message } : {}) } as never };
    },
  };
}
