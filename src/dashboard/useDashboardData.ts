import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';
import type { GatewayDataProvider } from '../../dataProvider';
import type { DashboardQuery } from '../../dataProvider/dashboardApi';
import type { GatewayResource } from '../../dataProvider/resources';
import { useGatewayEvent } from '../common/gatewayEvents';
import { takeEarlyDashboard } from './earlyDashboard';

/** react-query's key of every dashboard call; live events and Refresh invalidate it. */
const DASHBOARD_KEY = ['dashboard'];

/** The Latest Withdrawals card reads react-admin's list of this resource (GET /refund/merchant). */
export const WITHDRAWALS_RESOURCE: GatewayResource = 'refunds';

/**
 * GET /dashboard/merchant for the period. Every card calls it with the same query, so they share
 * one request and one cached answer; the previous period's figures stay up while the next load.
 * The page asks on mount; the cards, mounted once its answer is in, pass `card` so that mounting
 * them asks nothing more. The first load takes the request src/main.tsx started while the admin
 * app loaded (earlyDashboard.ts), if it succeeds.
 */
export function useDashboardData(query: DashboardQuery | null, { card = false }: { card?: boolean } = {}) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'merchant', query],
    queryFn: () => {
      const ask = () => dataProvider.getMerchantDashboard(query as DashboardQuery);
      return takeEarlyDashboard(query as DashboardQuery)?.catch(ask) ?? ask();
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: !card,
    // The error state has its own Retry button (000 section 2).
    retry: false,
  });
}

/** Reloads the dashboard's data, and the withdrawals card with it when asked. */
function useReload() {
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

/** Refresh: reloads every card and shows the spinner for 0.5 s (000 section 4). */
export function useRefresh() {
  const reload = useReload();
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    setRefreshing(true);
    reload(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRefreshing(false), DELAYS_MS.dashboardRefreshSpinner);
  };
  return { refreshing, refresh };
}
