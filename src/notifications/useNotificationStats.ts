import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isSessionEnding, onSessionEndChange } from '../../authProvider/session';
import type { GatewayDataProvider } from '../../dataProvider';
import { NOTIFICATION_KEYS, STATS_REFRESH_MS } from './queryKeys';

/** True from the moment a logout or an expiry begins: the notification calls stop then. */
export function useSessionEnding(): boolean {
  return useSyncExternalStore(onSessionEndChange, isSessionEnding);
}

/**
 * The unread count of GET /notifications/stats, shared by the badge and the dropdown. It polls
 * only while the session lasts: a logout or an expiry stops it before the server ends the session.
 */
export function useNotificationStats() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const ending = useSessionEnding();
  return useQuery({
    queryKey: NOTIFICATION_KEYS.stats,
    queryFn: () => dataProvider.getNotificationStats(),
    enabled: !ending,
    // Also checked when the timer fires, which may be before the page has re-rendered.
    refetchInterval: () => (isSessionEnding() ? false : STATS_REFRESH_MS),
  });
}
