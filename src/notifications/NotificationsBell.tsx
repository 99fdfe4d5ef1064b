import { useState, type MouseEvent } from 'react';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslate } from 'react-admin';
import { NotificationsPanel } from './NotificationsPanel';
import { useLiveNotifications } from './useLiveNotifications';
import { useNotificationStats } from './useNotificationStats';

/** The header bell: the unread count from GET /notifications/stats, kept live by the socket, and the dropdown list. */
export function NotificationsBell() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: stats } = useNotificationStats();
  useLiveNotifications();
  const label = translate('app.layout.notifications');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={stats?.unreadCount ?? 0} color="error" max={99}>
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
        <NotificationsPanel onClose={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
