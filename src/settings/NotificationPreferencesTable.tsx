import { Alert, Card, CardContent, FormControlLabel, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
} from '../../contract/notificationPreferences';
import { useNotificationPreferences } from '../common/useNotificationPreferences';

const P = 'app.settings.notifications.preferences';

interface PreferencesViewProps {
  preferences: NotificationPreferences;
  saving: boolean;
  toggle: (event: NotificationEvent, channel: NotificationChannel, value: boolean) => void;
}

/** One event's switch for one channel, named "Email: Payout settled" in the table and the cards alike. */
function PreferenceSwitch({ preferences, saving, toggle, event, channel }: PreferencesViewProps & { event: NotificationEvent; channel: NotificationChannel }) {
  const translate = useTranslate();
  return (
    <Switch
      checked={preferences[event][channel]}
      disabled={saving}
      onChange={(_, checked) => toggle(event, channel, checked)}
      slotProps={{
        input: { 'aria-label': translate(`${P}.switch_label`, { channel: translate(`${P}.channels.${channel}`), event: translate(`${P}.events.${event}`) }) },
      }}
    />
  );
}

/** On a phone each event is a card with its three switches, so none is cut off (issue 27). */
function PreferenceCards(props: PreferencesViewProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} component="ul" aria-label={translate(`${P}.title`)} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {NOTIFICATION_EVENTS.map((event) => (
        <Card key={event} component="li" variant="outlined" aria-label={translate(`${P}.events.${event}`)}>
          <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
            <Typography sx={{ fontWeight: 600 }}>{translate(`${P}.events.${event}`)}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <FormControlLabel
                  key={channel}
                  control={<PreferenceSwitch {...props} event={event} channel={channel} />}
                  label={translate(`${P}.channels.${channel}`)}
                />
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function PreferenceTable(props: PreferencesViewProps) {
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
                <PreferenceSwitch {...props} event={event} channel={channel} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Per-event in-app, sound and email switches, each saved at once (issue 13, DECISIONS.md section 5). A
 * gateway without the call gets a calm notice and the dashboard keeps the spec's sounds (DECISIONS.md 1).
 */
export function NotificationPreferencesTable() {
  const translate = useTranslate();
  const notify = useNotify();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data: preferences, isPending, isError, save, saving } = useNotificationPreferences();
  const t = (key: string) => translate(`${P}.${key}`);

  const toggle = (event: NotificationEvent, channel: NotificationChannel, value: boolean) =>
    void save({ [event]: { [channel]: value } }).then(
      () => notify(t('saved'), { type: 'success' }),
      () => notify(t('save_failed'), { type: 'error' }),
    );

  let content;
  if (isError) content = <Alert severity="error">{t('load_failed')}</Alert>;
  else if (isPending) content = null;
  else if (!preferences) content = <Typography color="text.secondary">{t('unavailable')}</Typography>;
  else if (isPhone) content = <PreferenceCards preferences={preferences} saving={saving} toggle={toggle} />;
  else content = <PreferenceTable preferences={preferences} saving={saving} toggle={toggle} />;

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
