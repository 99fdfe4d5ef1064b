import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNotify, useTranslate } from 'react-admin';
import { DELAYS_MS, SOUND_VOLUME } from '../../contract/constants';
import { useGatewayEvent, useGatewayReconnect, type GatewayEventName, type RefundUpdate } from '../common/gatewayEvents';
import { announce } from '../common/LiveAnnouncer';
import { playChime, readAudioPermission, watchAudioUnlock } from '../common/audioPermission';
import { useNotificationPreferences } from '../common/useNotificationPreferences';
import { depositSoundEvent } from '../../contract/notificationPreferences';

// A refund confirmation (000 section 4) plays the sound, or without audio shows the notice; the preferences (issue 13)
// add a deposit's sound or silence the refund's. A browser's refusal is not the user's Disable (DECISIONS "Audio choice").
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const listChanged = useListChangeAnnouncer();

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
    listChanged('transaction-update', event.type === 'new_transaction');
    const soundOf = depositSoundEvent(event);
    if (soundOf && preferences?.[soundOf].sound) void chime();
  });
  useGatewayEvent('refund-update', (event: RefundUpdate | null | undefined) => {
    listChanged('refund-update', false);
    if (event?.status !== 'confirmed' || event.type !== 'refund_created') return;
    if (preferences && !preferences.refund_created.sound) return;
    void chime();
  });
  useGatewayEvent('payment-issue-update', () => listChanged('payment-issue-update', false));
  return null;
}

/** The screens whose list each live event changes (the admin's Transactions under /admin too). */
const LISTS: Partial<Record<GatewayEventName, RegExp>> = {
  'transaction-update': /^(\/admin)?\/(transactions|withdraw-requests|payout-requests)\b/,
  'refund-update': /^\/complaints\b/,
  'payment-issue-update': /^\/payment-issues\b/,
};

/**
 * A list that changes under the user, not by their action, says so politely (issue 30: "2 new transactions"), once
 * a burst of events has settled, and only on the screen showing that list.
 */
function useListChangeAnnouncer() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const burst = useRef<{ fresh: number; timer?: ReturnType<typeof setTimeout> }>({ fresh: 0 });
  useEffect(() => () => clearTimeout(burst.current.timer), []);
  return (event: GatewayEventName, fresh: boolean) => {
    if (!LISTS[event]?.test(pathname)) return;
    const pending = burst.current;
    pending.fresh += Number(fresh);
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      announce(pending.fresh ? translate('app.notifications.live_new', { smart_count: pending.fresh }) : translate('app.notifications.live_changed'));
      pending.fresh = 0;
    }, 1000);
  };
}
