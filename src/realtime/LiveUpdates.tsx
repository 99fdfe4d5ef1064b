import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';
import type { GatewayResource } from '../../dataProvider/resources';
import { useGatewayEvent, type RefundEvent } from '../common/gatewayEvents';
import { watchAudioUnlock } from './audioPermission';
import { playConfirmationSound } from './sound';

/** A refund whose confirmation the merchant should hear about (000 section 4). */
export function isRefundConfirmation(event: RefundEvent | null | undefined): boolean {
  return event?.status === 'confirmed' && event?.type === 'refund_created';
}

/**
 * What every screen shares: react-admin's list queries of the resources an event changes are
 * reloaded (only those), and a refund confirmation plays the sound or, without audio, shows the
 * notice for 3 s. Screens with their own queries (the dashboard, the bell) subscribe themselves.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const reload = (resource: GatewayResource) => queryClient.invalidateQueries({ queryKey: [resource] });

  useEffect(watchAudioUnlock, []);
  useGatewayEvent('transaction-update', () => reload('transactions'));
  useGatewayEvent('refund-update', (event) => {
    void reload('complaints');
    if (!isRefundConfirmation(event)) return;
    void playConfirmationSound().then((played) => {
      if (!played) notify('app.notifications.received', { type: 'info', autoHideDuration: DELAYS_MS.audioNotice });
    });
  });
  return null;
}
