import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider, type GetListParams } from 'react-admin';
import { pageInMemory } from '../../dataProvider/resources';
import type { PayoutHistoryQuery } from './usePayoutHistory';

/**
 * The `withdrawals` list inside filters, sorts and pages the history usePayoutHistory read whole, in
 * memory (as for the team and the IP whitelist): a filter, a sort or a page sends no request, and the
 * history's failure is the list's error. Every other call goes to the app's data provider.
 */
export function InMemoryHistory({ history, children }: { history: Pick<PayoutHistoryQuery, 'rows' | 'error'>; children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const { rows, error } = history;
  const provider = useMemo(
    () =>
      base
        ? {
            ...base,
            getList: async (_resource: string, params: GetListParams) => {
              if (error) throw error;
              return pageInMemory(rows, params);
            },
          }
        : base,
    [base, rows, error],
  ) as DataProvider;
  return <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
}
