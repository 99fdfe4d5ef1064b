import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslate } from 'react-admin';
import { useLiveNotifications, useNotificationStats } from './useNotificationStats';

// The list loads with its first opening, not with every signed-in visit (issue 27's 300 KB).
const NotificationsPanel = lazy(() => import('./NotificationsPanel').then((module) => ({ default: module.NotificationsPanel })));

export function NotificationsBell() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: stats } = useNotificationStats();
  useLiveNotifications();
  const label = translate('app.layout.notifications');
  const unread = stats?.unreadCount ?? 0;
  // The name carries the count as the badge shows it (issue 30), so what is seen is what is heard.
  const name = unread ? translate('app.layout.notifications_unread', { count: unread > 99 ? '99+' : unread }) : label;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={name}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxHeight: 520, mt: 1 } } }}
      >
        <Suspense fallback={null}>
          <NotificationsPanel onClose={() => setAnchor(null)} />
        </Suspense>
      </Popover>
    </>
  );
}
