import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider';
import { NOTIFICATION_KEYS, STATS_REFRESH_MS } from './queryKeys';

/** The unread count of GET /notifications/stats, shared by the badge and the dropdown. */
export function useNotificationStats() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return useQuery({
    queryKey: NOTIFICATION_KEYS.stats,
    queryFn: () => dataProvider.getNotificationStats(),
    refetchInterval: STATS_REFRESH_MS,
  });
}
