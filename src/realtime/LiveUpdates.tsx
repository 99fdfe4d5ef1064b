import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { DELAYS_MS, SOUND_VOLUME } from '../../contract/constants';
import { useGatewayEvent, useGatewayReconnect, type RefundUpdate } from '../common/gatewayEvents';
import { playChime, readAudioPermission, watchAudioUnlock } from '../common/audioPermission';
import { useNotificationPreferences } from '../common/useNotificationPreferences';
import { depositSoundEvent } from '../../contract/notificationPreferences';

// A refund confirmation (000 section 4) plays the sound, or without audio shows the notice; the preferences (issue 13)
// add a deposit's sound or silence the refund's. A browser's refusal is not the user's Disable (DECISIONS "Audio choice").
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const notify = useNotify();

  useEffect(watchAudioUnlock, []);
  // Back after a lost connection, anything shown may have changed: every query on screen reloads, the others when shown.
  useGatewayReconnect(() => void queryClient.invalidateQueries());
  const { data: preferences } = useNotificationPreferences();
  const chime = async () => {
    const played = readAudioPermission() === 'granted' && (await playChime(SOUND_VOLUME.confirmation));
    if (!played) notify('app.notifications.received', { type: 'info', autoHideDuration: DELAYS_MS.audioNotice });
  };
  useGatewayEvent('transaction-update', (event) => {
    void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    const soundOf = depositSoundEvent(event);
    if (soundOf && preferences?.[soundOf].sound) void chime();
  });
  useGatewayEvent('refund-update', (event: RefundUpdate | null | undefined) => {
    if (event?.status !== 'confirmed' || event.type !== 'refund_created') return;
    if (preferences && !preferences.refund_created.sound) return;
    void chime();
  });
  return null;
}
