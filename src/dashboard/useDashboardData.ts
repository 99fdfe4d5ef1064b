import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider';
import type { DashboardQuery } from '../../contract/dashboard';
import type { GatewayResource } from '../../dataProvider/resources';
import { useGatewayEvent } from '../common/gatewayEvents';
import { DASHBOARD_FRESH_MS, DASHBOARD_KEY, dashboardKey, joinEarlyDashboard } from './earlyDashboard';

/** The Latest Withdrawals card reads react-admin's list of this resource (GET /refund/merchant). */
export const WITHDRAWALS_RESOURCE: GatewayResource = 'refunds';

/**
 * One request and one cached answer for every card (a `card` mounting asks nothing more), the last period's figures
 * kept while the next load; the first load is earlyDashboard.ts's request, joined (or its answer, if already in).
 */
export function useDashboardData(query: DashboardQuery | null, { card = false }: { card?: boolean } = {}) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const ask = () => dataProvider.getMerchantDashboard(query as DashboardQuery);
  joinEarlyDashboard(useQueryClient(), query, ask);
  return useQuery({
    queryKey: dashboardKey(query),
    queryFn: ask,
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
