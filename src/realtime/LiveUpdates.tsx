import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { DELAYS_MS, SOUND_VOLUME } from '../../contract/constants';
import type { GatewayResource } from '../../dataProvider/resources';
import { useGatewayEvent, useGatewayReconnect, type RefundUpdate } from '../common/gatewayEvents';
import { playChime, readAudioPermission, watchAudioUnlock } from '../common/audioPermission';
import { useNotificationPreferences } from '../common/useNotificationPreferences';
import { depositSoundEvent } from '../../contract/notificationPreferences';

/**
 * What every screen shares: react-admin's transaction lists reload on `transaction-update`, and a
 * refund confirmation (000 section 4) plays the sound or, without audio, shows the notice for 3 s.
 * With the user's notification preferences (issue 13) a confirmed deposit plays it too when its
 * sound is on, and a refund's sound switched off stays silent; without them, the refund sound only.
 * Screens with their own queries subscribe with useGatewayEvent. A browser's refusal to play is
 * not the user's Disable (DECISIONS "Audio choice"): the stored choice stays.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const transactions: GatewayResource = 'transactions';

  useEffect(watchAudioUnlock, []);
  // Back after a lost connection: whatever the screen shows may have changed meanwhile (deposits,
  // payouts, notifications), so every query on screen reloads; the others reload when next shown.
  useGatewayReconnect(() => void queryClient.invalidateQueries());
  const { data: preferences } = useNotificationPreferences();
  const chime = async () => {
    const played = readAudioPermission() === 'granted' && (await playChime(SOUND_VOLUME.confirmation));
    if (!played) notify('app.notifications.received', { type: 'info', autoHideDuration: DELAYS_MS.audioNotice });
  };
  useGatewayEvent('transaction-update', (event) => {
    void queryClient.invalidateQueries({ queryKey: [transactions] });
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
