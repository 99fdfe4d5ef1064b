import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider';
import type { DashboardQuery } from '../../dataProvider/dashboardApi';
import { takeEarlyDashboard } from './earlyDashboard';
import { DASHBOARD_KEYS } from './queryKeys';

/**
 * GET /dashboard/merchant for the period. Every card calls it with the same query, so they share
 * one request and one cached answer. The previous period's figures stay up while the next load.
 * The page asks on mount; the cards, mounted once its answer is in, pass `card` so that mounting
 * them asks nothing more (live events, Refresh and Retry still reload them). The first load takes
 * the request src/main.tsx started while the admin app loaded (earlyDashboard.ts), if it succeeds.
 */
export function useDashboardData(query: DashboardQuery | null, { card = false }: { card?: boolean } = {}) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return useQuery({
    queryKey: DASHBOARD_KEYS.merchant(query),
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
