import { useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { NotificationStats } from '../../contract/notifications';
import { isSessionEnding, onSessionEndChange } from '../../authProvider/session';
import type { GatewayDataProvider } from '../../dataProvider';
import { useGatewayEvent } from '../common/gatewayEvents';

/** react-query keys of the notification calls: invalidating `all` refreshes the badge and the list. */
export const NOTIFICATION_KEYS = {
  all: ['notifications'],
  stats: ['notifications', 'stats'],
  list: ['notifications', 'list'],
} as const;

export function useSessionEnding(): boolean {
  return useSyncExternalStore(onSessionEndChange, isSessionEnding);
}

/** GET /notifications/stats, polled each minute (for a missed event) until a logout or an expiry begins. */
export function useNotificationStats() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const ending = useSessionEnding();
  return useQuery({
    queryKey: NOTIFICATION_KEYS.stats,
    queryFn: () => dataProvider.getNotificationStats(),
    enabled: !ending,
    // Also checked when the timer fires, which may be before the page has re-rendered.
    refetchInterval: () => (isSessionEnding() ? false : 60_000),
  });
}

/** `notification-{userId}` carries the unread count, so the badge changes without a request; the list reloads. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useGatewayEvent('notification', (event) => {
    if (typeof event?.unreadCount === 'number') {
      queryClient.setQueryData<NotificationStats>(NOTIFICATION_KEYS.stats, { unreadCount: event.unreadCount });
    } else {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.stats });
    }
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.list });
  });
}
