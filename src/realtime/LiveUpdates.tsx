import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';
import type { GatewayResource } from '../../dataProvider/resources';
import { useGatewayEvent, useGatewayReconnect, type RefundUpdate } from '../common/gatewayEvents';
import { watchAudioUnlock } from '../common/audioPermission';
import { playConfirmationSound } from './sound';

/** A refund whose confirmation the merchant should hear about (000 section 4). */
function isRefundConfirmation(event: RefundUpdate | null | undefined): boolean {
  return event?.status === 'confirmed' && event?.type === 'refund_created';
}

/**
 * What every screen shares: react-admin's transaction lists reload on `transaction-update` (the
 * Transactions screen reads them with useGetList and needs nothing more), everything on screen
 * reloads when the socket comes back after a lost connection (the events of the gap are lost),
 * and a refund confirmation plays the sound or, without audio, shows the notice for 3 s. Screens
 * with their own queries (the dashboard, the bell, complaints, payouts) subscribe with
 * useGatewayEvent.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const transactions: GatewayResource = 'transactions';

  useEffect(watchAudioUnlock, []);
  // Back after a lost connection: whatever the screen shows may have changed meanwhile (deposits,
  // payouts, notifications), so every query on screen reloads; the others reload when next shown.
  useGatewayReconnect(() => void queryClient.invalidateQueries());
  useGatewayEvent('transaction-update', () => queryClient.invalidateQueries({ queryKey: [transactions] }));
  useGatewayEvent('refund-update', (event) => {
    if (!isRefundConfirmation(event)) return;
    void playConfirmationSound().then((played) => {
      if (!played) notify('app.notifications.received', { type: 'info', autoHideDuration: DELAYS_MS.audioNotice });
    });
  });
  return null;
}
