import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider';
import type { DashboardQuery } from '../../contract/dashboard';
import type { GatewayResource } from '../../dataProvider/resources';
import { useGatewayEvent } from '../common/gatewayEvents';
import { DASHBOARD_FRESH_MS, takeEarlyAnswer, takeEarlyDashboard } from './earlyDashboard';

const DASHBOARD_KEY = ['dashboard'];

/** The Latest Withdrawals card reads react-admin's list of this resource (GET /refund/merchant). */
export const WITHDRAWALS_RESOURCE: GatewayResource = 'refunds';

/**
 * One request and one cached answer for every card (a `card` mounting asks nothing more), the last period's figures
 * kept while the next load; the first load takes earlyDashboard.ts's request (or its answer), if it succeeds.
 */
export function useDashboardData(query: DashboardQuery | null, { card = false }: { card?: boolean } = {}) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'merchant', query],
    queryFn: () => {
      const ask = () => dataProvider.getMerchantDashboard(query as DashboardQuery);
      return takeEarlyDashboard(query as DashboardQuery)?.catch(ask) ?? ask();
    },
    // Issue 27: an early answer already in is the first render's (the app's first render is sliced, the figures' second was not).
    initialData: () => takeEarlyAnswer(query),
    staleTime: DASHBOARD_FRESH_MS,
    enabled: query !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: !card,
    // The error state has its own Retry button (000 section 2).
    retry: false,
  });
}

export function useReload() {
  const queryClient = useQueryClient();
  return (withdrawals: boolean) => {
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    if (withdrawals) void queryClient.invalidateQueries({ queryKey: [WITHDRAWALS_RESOURCE] });
  };
}

/** Live figures: a transaction event reloads the data, a refund update (000 section 4) the withdrawals too. */
export function useLiveDashboard() {
  const reload = useReload();
  useGatewayEvent('transaction-update', () => reload(false));
  useGatewayEvent('refund-update', () => reload(true));
}
