import type { ReactElement } from 'react';
import { Alert, Card, CardContent, FormControlLabel, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
} from '../../contract/notificationPreferences';
import { useNotificationPreferences } from '../common/useNotificationPreferences';

const P = 'app.settings.notifications.preferences';

/** One event's switch for one channel, named "Email: Payout settled" in the table and the cards alike. */
type SwitchOf = (event: NotificationEvent, channel: NotificationChannel) => ReactElement;

/** On a phone each event is a card with its three switches, so none is cut off (issue 27). */
function PreferenceCards({ switchOf }: { switchOf: SwitchOf }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} component="ul" aria-label={translate(`${P}.title`)} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {NOTIFICATION_EVENTS.map((event) => (
        <Card key={event} component="li" variant="outlined" aria-label={translate(`${P}.events.${event}`)}>
          <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
            <Typography sx={{ fontWeight: 600 }}>{translate(`${P}.events.${event}`)}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <FormControlLabel key={channel} control={switchOf(event, channel)} label={translate(`${P}.channels.${channel}`)} />
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function PreferenceTable({ switchOf }: { switchOf: SwitchOf }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(`${P}.title`)} sx={{ maxWidth: 640 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate(`${P}.event`)}
          </TableCell>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <TableCell key={channel} component="th" scope="col" align="center">
              {translate(`${P}.channels.${channel}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {NOTIFICATION_EVENTS.map((event) => (
          <TableRow key={event}>
            <TableCell component="th" scope="row">
              {translate(`${P}.events.${event}`)}
            </TableCell>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <TableCell key={channel} align="center">
                {switchOf(event, channel)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Each switch saves at once (issue 13); a gateway without the call gets a calm notice (DECISIONS.md 1, 5). */
export function NotificationPreferencesTable() {
  const translate = useTranslate();
  const notify = useNotify();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data: preferences, isPending, isError, save, saving } = useNotificationPreferences();
  const t = (key: string, options?: Record<string, unknown>) => translate(`${P}.${key}`, options);

  const switchOf: SwitchOf = (event, channel) => (
    <Switch
      checked={preferences?.[event][channel]}
      disabled={saving}
      onChange={(_, checked) =>
        void save({ [event]: { [channel]: checked } }).then(
          () => notify(t('saved'), { type: 'success' }),
          () => notify(t('save_failed'), { type: 'error' }),
        )
      }
      slotProps={{ input: { 'aria-label': t('switch_label', { channel: t(`channels.${channel}`), event: t(`events.${event}`) }) } }}
    />
  );

  let content;
  if (isError) content = <Alert severity="error">{t('load_failed')}</Alert>;
  else if (isPending) content = null;
  else if (!preferences) content = <Typography color="text.secondary">{t('unavailable')}</Typography>;
  else if (isPhone) content = <PreferenceCards switchOf={switchOf} />;
  else content = <PreferenceTable switchOf={switchOf} />;

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
