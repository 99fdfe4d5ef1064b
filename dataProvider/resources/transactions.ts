import type { SortPayload } from 'ra-core';
import { LIST_TYPES, matchesListType, type ListType, type Transaction, type TransactionSort } from '../../contract/transactions';
import type { HttpClient, QueryValue } from '../httpClient';
import { listOf, type Raw } from '../shapes';
import { at, listResult, present, recordOf, type Calls } from './common';

/** react-admin's sort as the gateway's sort word (001 section 2.2): updatedAt → updated, else newest/oldest by order. */
export const transactionSortWord = (sort: SortPayload | undefined): TransactionSort =>
  sort?.field === 'updatedAt' ? 'updated' : sort?.order === 'ASC' ? 'oldest' : 'newest';

export const transactionSortOf = (word: TransactionSort): SortPayload =>
  word === 'updated' ? { field: 'updatedAt', order: 'DESC' } : { field: 'createdAt', order: word === 'oldest' ? 'ASC' : 'DESC' };

/** The list filter's keys the gateway reads after `type` and `sort`, in the spec's order (001 section 7). */
const TRANSACTION_FILTER_KEYS = ['status', 'filter', 'startDate', 'endDate'] as const;

export function transactions(http: HttpClient): Calls {
  return {
    async getList(_, { pagination, sort, filter, signal }) {
      const page = pagination?.page ?? 1;
      const values = (filter ?? {}) as Raw;
      // A custom range applies only once both its days are set (001 section 2.2); until then the
      // list's filter keeps the half-set range (the screen shows it) and the call leaves it out.
      const customIncomplete = values.filter === 'custom' && !(present(values.startDate) && present(values.endDate));
      const query: Record<string, QueryValue> = { page, limit: pagination?.perPage, type: values.type as QueryValue, sort: transactionSortWord(sort) };
      for (const key of TRANSACTION_FILTER_KEYS) {
        if (customIncomplete && key !== 'status') continue;
        if (present(values[key])) query[key] = values[key] as QueryValue;
      }
      const { json } = await http('/dashboard/transactionList', { query, signal });
      const list = listOf(json);
      const type = values.type as ListType;
      if (!(LIST_TYPES as readonly unknown[]).includes(type)) return listResult(list, page);
      return listResult({ ...list, rows: list.rows.filter((row) => matchesListType(type, row as unknown as Transaction)) }, page);
    },
    async getOne(_, { id, signal }) {
      const { json } = await http(at('/dashboard/transaction', id), { signal });
      return { data: recordOf(json) as never };
    },
  };
}
