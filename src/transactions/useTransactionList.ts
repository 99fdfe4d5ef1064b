import { keepPreviousData } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import type { Transaction } from '../../contract/transactions';
import { listFilter, type ListParams } from './listParams';
import { matchesTab } from './tabs';

/** The sort react-admin's query key carries; the gateway reads the spec's `sort` from the filter instead. */
const SORT = { field: 'createdAt', order: 'DESC' } as const;

/**
 * One page of the list (GET /dashboard/transactionList through the dataProvider). Live events
 * reload it by invalidating react-admin's `['transactions']` queries, which keeps the filters (in
 * the URL) and any open modal (in the page's state).
 */
export function useTransactionList(params: ListParams) {
  const { data, total, isPending, isFetching, error, refetch } = useGetList<Transaction & { id: string }>(
    'transactions',
    { pagination: { page: params.page, perPage: PAGE_SIZES.transactions }, sort: SORT, filter: listFilter(params) },
    // The previous page stays on screen while the next one loads; the Retry button replaces retries.
    { placeholderData: keepPreviousData, retry: false },
  );
  // On any load error the list is emptied, the total is 0 and there is no next page (001 section 4).
  const rows = error ? [] : (data ?? []).filter((row) => matchesTab(params.tab, row));
  const count = error ? 0 : (total ?? 0);
  return {
    rows,
    total: count,
    pageCount: Math.max(1, Math.ceil(count / PAGE_SIZES.transactions)),
    isPending: isPending && !error,
    isFetching,
    error,
    refetch,
  };
}
