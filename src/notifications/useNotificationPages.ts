import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import type { Notification } from '../../contract/notifications';
import type { GatewayDataProvider } from '../../dataProvider';
import { NOTIFICATION_KEYS } from './queryKeys';
import { useSessionEnding } from './useNotificationStats';

/**
 * GET /notifications page by page, 10 at a time (000 section 9). The call answers a bare list, so
 * a full page is the sign that another may follow.
 */
export function useNotificationPages() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const ending = useSessionEnding();
  const query = useInfiniteQuery({
    // Nothing is asked once a logout or an expiry has begun.
    enabled: !ending,
    queryKey: NOTIFICATION_KEYS.list,
    queryFn: ({ pageParam }) => dataProvider.getNotifications({ page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === PAGE_SIZES.notifications ? pages.length + 1 : undefined),
    // The dropdown says at once that loading failed; reopening it tries again.
    retry: false,
  });
  return { ...query, notifications: distinct(query.data?.pages.flat() ?? []) };
}

/** A notification that arrives while paging shifts the pages by one; it is listed once. */
function distinct(notifications: Notification[]): Notification[] {
  const byId = new Map<string, Notification>();
  for (const notification of notifications) if (!byId.has(notification.id)) byId.set(notification.id, notification);
  return [...byId.values()];
}
