import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import { pageInMemory } from '../../dataProvider/resources';

/**
 * One page of the history for the list's filter, sort and page: the filter and the page as for the
 * team and the IP whitelist (pageInMemory), the sort here so that amounts go by size, not as text.
 * Without `pagination`, every matching record (the export's rows).
 */
export function historyPage(records: readonly RaRecord[], { pagination, sort, filter }: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>) {
  const field = sort?.field;
  const sorted =
    field && field !== 'id'
      ? [...records].sort((a, b) => {
          const [x, y] = [a[field], b[field]];
          const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
          return sort.order === 'ASC' ? order : -order;
        })
      : [...records];
  return pageInMemory(sorted, { pagination, filter });
}

/**
 * The payout history is read whole (001 section 7: 50 per request until totalPages) by
 * usePayoutHistory; the `withdrawals` list controller inside filters, sorts and pages those records
 * in memory, so a filter, a sort or a page sends no request. Every other call goes to the app's
 * data provider unchanged.
 */
export function InMemoryHistory({ records, children }: { records: readonly RaRecord[]; children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const provider = useMemo(() => {
    if (!base) return base;
    const getList = async (_resource: string, params: GetListParams) => historyPage(records, params);
    return new Proxy(base, {
      get: (target, name, receiver) => (name === 'getList' ? getList : Reflect.get(target, name, receiver)),
    }) as DataProvider;
  }, [base, records]);
  return <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
}
