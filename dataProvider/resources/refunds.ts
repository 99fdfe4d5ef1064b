import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import { COMPLAINT_SORT_FIELDS } from '../../contract/complaints';
import type { Ok } from '../../contract/http';
import type { HttpClient, QueryValue } from '../httpClient';
import { listOf, type Raw } from '../shapes';
import { at, listResult, present, writtenRecord, type Calls } from './common';

/** withdrawalId.amount is a number in the lists (001 section 3), whatever the gateway sends. */
function refundRow(row: RaRecord): RaRecord {
  const withdrawal = row.withdrawalId && typeof row.withdrawalId === 'object' ? (row.withdrawalId as Raw) : {};
  return {
    ...row,
    withdrawalId: {
      ...withdrawal,
      amount: Number(withdrawal.amount ?? 0),
      status: String(withdrawal.status ?? ''),
      clientWallet: (withdrawal.clientWallet as string | null | undefined) ?? null,
    },
  };
}

export function refunds(http: HttpClient): Calls {
  return {
    /** `?page&limit&search&status&sortBy&sortOrder` (001 section 7); the dashboard sends no sort. */
    async getList(_, { pagination, sort, filter, signal }: GetListParams) {
      const page = pagination?.page ?? 1;
      const { search, q, status } = (filter ?? {}) as Raw;
      const sorted = sort && (COMPLAINT_SORT_FIELDS as readonly string[]).includes(sort.field);
      const query: Record<string, QueryValue> = {
        page,
        limit: pagination?.perPage,
        search: (present(search) ? search : q) as QueryValue,
        status: present(status) ? (status as QueryValue) : undefined,
        sortBy: sorted ? sort.field : undefined,
        sortOrder: sorted ? (sort.order === 'ASC' ? 'asc' : 'desc') : undefined,
      };
      const { json } = await http('/refund/merchant', { query, signal });
      const list = listOf(json);
      const rows = list.rows.map(refundRow);
      // The screen reads pagination.totalPages (001 section 7), so it is the page count here.
      const { totalPages } = list;
      if (!totalPages) return listResult({ ...list, rows }, page);
      return { data: rows, pageInfo: { hasNextPage: page < totalPages, hasPreviousPage: page > 1 }, meta: { totalPages } } as GetListResult;
    },
    /** The answer to a complaint: action, status and adminNotes (001 section 7). */
    async update(_, { id, data, previousData }) {
      const { json } = await http(at('/refund/merchant', id), { method: 'PUT', body: data });
      const message = (json as Ok<unknown> | null)?.message;
      return { data: { ...writtenRecord(json, data, previousData, id), ...(message ? { message } : {}) } as never };
    },
  };
}
