import type { GatewayResource } from '../../dataProvider/resources';
import type { DashboardQuery } from '../../dataProvider/dashboardApi';

/** react-query keys of the dashboard call; live events and Refresh invalidate `all`. */
export const DASHBOARD_KEYS = {
  all: ['dashboard'],
  merchant: (query: DashboardQuery | null) => ['dashboard', 'merchant', query],
} as const;

/** The Latest Withdrawals card reads react-admin's list of this resource (GET /refund/merchant). */
export const WITHDRAWALS_RESOURCE: GatewayResource = 'refunds';
