import { useQueryClient } from '@tanstack/react-query';
import { useGatewayEvent } from '../common/gatewayEvents';
import { DASHBOARD_KEYS } from './useDashboardData';

/**
 * The figures follow the gateway live: a new or changed transaction and a refund update (the
 * confirmation of 000 section 4) reload the dashboard's data, and nothing else.
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all });
  useGatewayEvent('transaction-update', reload);
  useGatewayEvent('refund-update', reload);
}
