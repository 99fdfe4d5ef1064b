import { useQueryClient } from '@tanstack/react-query';
import { useGatewayEvent } from '../common/gatewayEvents';
import { DASHBOARD_KEYS, WITHDRAWALS_RESOURCE } from './queryKeys';

/**
 * The figures follow the gateway live: a new or changed transaction reloads the dashboard's data,
 * and a refund update (the confirmation of 000 section 4) reloads it and the withdrawals card.
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all });
  useGatewayEvent('transaction-update', reload);
  useGatewayEvent('refund-update', () => {
    reload();
    void queryClient.invalidateQueries({ queryKey: [WITHDRAWALS_RESOURCE] });
  });
}
