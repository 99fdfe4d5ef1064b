import { Alert, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
} from '../../contract/notificationPreferences';
import { useNotificationPreferences } from '../common/useNotificationPreferences';

/**
 * Settings › Notifications, per event type (issue 13, DECISIONS.md section 5): in-app, sound and
 * email switches, each saved at once. A gateway without the call gets a calm one-line notice and
 * the dashboard keeps the spec's sounds (DECISIONS.md section 1).
 */
export function NotificationPreferencesTable() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: preferences, isPending, isError, save, saving } = useNotificationPreferences();
  const t = (key: string, options?: object) => translate(`app.settings.notifications.preferences.${key}`, options);

  const toggle = async (event: NotificationEvent, channel: NotificationChannel, value: boolean) => {
    try {
      await save({ [event]: { [channel]: value } });
      notify(t('saved'), { type: 'success' });
    } catch {
      notify(t('save_failed'), { type: 'error' });
    }
  };

  let content;
  if (isError) content = <Alert severity="error">{t('load_failed')}</Alert>;
  else if (isPending) content = null;
  else if (!preferences) content = <Typography color="text.secondary">{t('unavailable')}</Typography>;
  else {
    content = (
      <Table size="small" aria-label={t('title')} sx={{ maxWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('event')}
            </TableCell>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <TableCell key={channel} component="th" scope="col" align="center">
                {t(`channels.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {NOTIFICATION_EVENTS.map((event) => (
            <TableRow key={event}>
              <TableCell component="th" scope="row">
                {t(`events.${event}`)}
              </TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center">
                  <Switch
                    checked={preferences[event][channel]}
                    disabled={saving}
                    onChange={(_, checked) => void toggle(event, channel, checked)}
                    slotProps={{
                      input: { 'aria-label': t('switch_label', { channel: t(`channels.${channel}`), event: t(`events.${event}`) }) },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby="notification-preferences-title">
      <Typography variant="h3" component="h3" id="notification-preferences-title" sx={{ fontSize: '1.1rem' }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('help')}
      </Typography>
      {content}
    </Stack>
  );
}
