import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';
import type { GatewayDataProvider } from '../../dataProvider';
import { useGatewayEvent } from '../common/gatewayEvents';

/** Under `withdrawals`' list queries, so react-admin's refresh after a create (a new payout) reloads it too. */
export const PAYOUT_HISTORY_KEY = ['withdrawals', 'getList', 'history'] as const;

export type PayoutHistoryQuery = ReturnType<typeof usePayoutHistory>;

/**
 * Every payout of the merchant (001 section 7: 50 per request until the last page), reloaded by a live
 * transaction event. Refresh spins for at least 1.5 s (001 section 9), also when the answer comes at once.
 */
export function usePayoutHistory() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: PAYOUT_HISTORY_KEY,
    queryFn: ({ signal }) => dataProvider.getMyWithdrawals(signal),
    retry: false,
  });
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: PAYOUT_HISTORY_KEY }), [queryClient]);
  useGatewayEvent('transaction-update', () => {
    void reload();
  });
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => setSpinning(false), DELAYS_MS.listRefreshSpinner);
    return () => clearTimeout(timer);
  }, [spinning]);
  const refresh = () => {
    setSpinning(true);
    void reload();
  };
  return { ...query, rows: query.data ?? [], refreshing: spinning || query.isFetching, refresh };
}
