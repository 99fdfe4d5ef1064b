import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SOUND_VOLUME } from '../../contract/constants';
import { playChime, useAudioPermission, writeAudioPermission } from '../common/audioPermission';
import { NotificationPreferencesTable } from './NotificationPreferencesTable';

const canPlayAudio = () => typeof Audio !== 'undefined' && new Audio().canPlayType('audio/mpeg') !== '';

/** The Notifications tab (001 section 2.8), then the per-event preferences (issue 13). */
export function NotificationsTab() {
  const translate = useTranslate();
  // The stored choice, live: a gesture's grant after Reset Permission, or another tab's choice.
  const permission = useAudioPermission();
  const [testFailed, setTestFailed] = useState(false);
  const t = (key: string) => translate(`app.settings.notifications.${key}`);

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h2">
        {t('title')}
      </Typography>
      <Typography>
        {t('status')}: <strong data-testid="audio-status">{t(`states.${permission}`)}</strong>
      </Typography>
      <Typography>
        {t('can_play')}: <strong>{translate(canPlayAudio() ? 'ra.boolean.true' : 'ra.boolean.false')}</strong>
      </Typography>
      <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => writeAudioPermission('granted')}>
          {t('enable')}
        </Button>
        <Button variant="outlined" onClick={() => writeAudioPermission('denied')}>
          {t('disable')}
        </Button>
        {permission === 'not_requested' ? null : <Button onClick={() => writeAudioPermission('not_requested')}>{t('reset')}</Button>}
        <Button onClick={async () => setTestFailed(!(await playChime(SOUND_VOLUME.default)))}>{t('test')}</Button>
      </Stack>
      {testFailed ? <Alert severity="warning">{t('test_failed')}</Alert> : null}
      <NotificationPreferencesTable />
    </Stack>
  );
}
