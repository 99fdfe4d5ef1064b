import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider';
import type { DashboardQuery } from '../../dataProvider/dashboardApi';

/** react-query keys of the dashboard call; live events and Refresh invalidate `all`. */
export const DASHBOARD_KEYS = {
  all: ['dashboard'],
  merchant: (query: DashboardQuery | null) => ['dashboard', 'merchant', query],
} as const;

/**
 * GET /dashboard/merchant for the period. Every card calls it with the same query, so they share
 * one request and one cached answer. The previous period's figures stay up while the next load.
 */
export function useDashboardData(query: DashboardQuery | null) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return useQuery({
    queryKey: DASHBOARD_KEYS.merchant(query),
    queryFn: () => dataProvider.getMerchantDashboard(query as DashboardQuery),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    // Cards mount once the first answer is in and must not ask again; live events and Refresh reload sooner.
    staleTime: 10_000,
    // The error state has its own Retry button (000 section 2).
    retry: false,
  });
}
