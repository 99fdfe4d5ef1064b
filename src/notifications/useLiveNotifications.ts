import { useQueryClient } from '@tanstack/react-query';
import type { NotificationStats } from '../../contract/notifications';
import { useGatewayEvent } from '../common/gatewayEvents';
import { NOTIFICATION_KEYS } from './queryKeys';

/**
 * `notification-{userId}` carries the new unread count, so the badge changes without a request;
 * the list reloads (at once when the dropdown is open, else when it next opens).
 */
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
