import { Box, IconButton, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import type { Notification } from '../../contract/notifications';
import { formatDateTime } from '../common/formatters';
import visuallyHidden from '@mui/utils/visuallyHidden';

interface NotificationItemProps {
  notification: Notification;
  deleting: boolean;
  onDelete: () => void;
  onOpen?: () => void;
}

/** One notification, red when unread (in the light theme the darker red, AA on its tint: issue 30); when it is about something, its text is a button that opens it. */
export function NotificationItem({ notification, deleting, onDelete, onOpen }: NotificationItemProps) {
  const translate = useTranslate();
  const unread = !notification.isRead;
  const text = (
    <ListItemText
      primary={
        <Typography variant="body2" sx={{ fontWeight: 600, color: (theme) => (unread ? theme.palette.error[theme.palette.mode === 'light' ? 'dark' : 'main'] : theme.palette.text.primary) }}>
          {unread ? (
            <Box component="span" sx={visuallyHidden}>
              {translate('app.notifications.unread')}
            </Box>
          ) : null}
          {notification.title}
        </Typography>
      }
      secondary={
        <>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {notification.body ?? notification.message}
          </Typography>
          <Typography component="time" variant="caption" color="text.secondary" dateTime={notification.createdAt}>
            {formatDateTime(notification.createdAt)}
          </Typography>
        </>
      }
    />
  );
  return (
    <ListItem
      divider
      disablePadding={Boolean(onOpen)}
      data-unread={unread ? 'true' : 'false'}
      secondaryAction={
        <IconButton edge="end" size="small" aria-label={translate('app.notifications.delete')} disabled={deleting} onClick={onDelete}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      }
      sx={
        unread
          ? { borderLeft: 3, borderLeftColor: 'error.main', bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) }
          : { borderLeft: 3, borderLeftColor: 'transparent' }
      }
    >
      {onOpen ? <ListItemButton onClick={onOpen}>{text}</ListItemButton> : text}
    </ListItem>
  );
}
