import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import { pageInMemory } from '../../dataProvider/resources';

/**
 * The payout history is read whole (001 section 7: 50 per request until totalPages) by
 * usePayoutHistory; the `withdrawals` list controller inside filters, sorts and pages those records
 * in memory (pageInMemory, as for the team and the IP whitelist), so a filter, a sort or a page sends no request. Every other call goes to the app's
 * data provider unchanged.
 */
export function InMemoryHistory({ records, children }: { records: readonly RaRecord[]; children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const provider = useMemo(
    () => (base ? { ...base, getList: async (_resource: string, params: GetListParams) => pageInMemory(records, params) } : base),
    [base, records],
  ) as DataProvider;
  return <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
}
