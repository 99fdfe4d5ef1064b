import { Box, Button, Divider, List, Typography, type SxProps, type Theme } from '@mui/material';
import DoneAll from '@mui/icons-material/DoneAll';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNavigate, useNotify, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import type { Notification } from '../../contract/notifications';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage, isNetworkError } from '../../dataProvider/httpClient';
import { LoadingStatus } from '../common/LoadingStatus';
import { NotificationItem } from './NotificationItem';
import { notificationPath } from './notificationTarget';
import { NOTIFICATION_KEYS, useNotificationStats, useSessionEnding } from './useNotificationStats';

/** The dropdown of 000 section 2; a click on a notification marks it read, closes the dropdown and opens it. */
export function NotificationsPanel({ onClose }: { onClose?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const ending = useSessionEnding();
  // GET /notifications, 10 at a time (000 section 9): a bare list, so a full page may have a next.
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteQuery({
    enabled: !ending,
    queryKey: NOTIFICATION_KEYS.list,
    queryFn: ({ pageParam }) => dataProvider.getNotifications({ page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === PAGE_SIZES.notifications ? pages.length + 1 : undefined),
    // The dropdown says at once that loading failed; reopening it tries again.
    retry: false,
  });
  // A notification that arrives while paging shifts the pages by one; it is listed once.
  const notifications = [
    ...new Map((data?.pages.flat() ?? []).map((notification) => [notification.id, notification])).values(),
  ];
  const { data: stats } = useNotificationStats();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all });
  const onError = (failure: unknown) => notify(errorMessage(failure), { type: 'error' });
  const markAll = useMutation({ mutationFn: () => dataProvider.markAllNotificationsRead(), onSettled, onError });
  const remove = useMutation({ mutationFn: (id: string) => dataProvider.deleteNotification(id), onSettled, onError });
  // The dropdown unmounts as it closes; the hook's own callbacks still run, so the count follows.
  const markRead = useMutation({ mutationFn: (id: string) => dataProvider.markNotificationRead(id), onSettled, onError });
  const navigate = useNavigate();
  const open = (notification: Notification, path: string) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    onClose?.();
    navigate(path);
  };

  // Unread ones may sit on pages not loaded yet; the count says so.
  const hasUnread = notifications.some((notification) => !notification.isRead) || (stats?.unreadCount ?? 0) > 0;
  const loadFailed = (sx: SxProps<Theme>) => (
    <Typography role="alert" variant="body2" color="error" sx={sx}>
      {translate(isNetworkError(error) ? 'app.notifications.error' : 'app.notifications.failed')}
    </Typography>
  );
  return (
    <Box role="dialog" aria-labelledby="notifications-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id="notifications-title" variant="h3" component="h2">
          {translate('app.layout.notifications')}
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAll />}
          disabled={!hasUnread || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {translate('app.notifications.mark_all_read')}
        </Button>
      </Box>
      <Divider />
      {isPending ? (
        <LoadingStatus message="app.loading" sx={{ p: 2 }} />
      ) : notifications.length === 0 && error ? (
        loadFailed({ p: 2 })
      ) : notifications.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {translate('app.notifications.empty')}
        </Typography>
      ) : (
        <>
          <List disablePadding aria-labelledby="notifications-title">
            {notifications.map((notification) => {
              const path = notificationPath(notification.target ?? null);
              return (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  deleting={remove.isPending && remove.variables === notification.id}
                  onDelete={() => remove.mutate(notification.id)}
                  onOpen={path ? () => open(notification, path) : undefined}
                />
              );
            })}
          </List>
          {isFetchNextPageError ? loadFailed({ px: 2, pt: 1.5 }) : null}
          {hasNextPage ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
              <Button size="small" loading={isFetchingNextPage} loadingPosition="start" onClick={() => void fetchNextPage()}>
                {translate('app.notifications.load_more')}
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}
