import { createContext, useContext, useEffect } from 'react';
import { useEvent } from 'react-admin';
import type { Notification } from '../../contract/notifications';
import type { PaymentIssueEvent } from '../../contract/paymentIssues';
import type { TransactionEvent } from '../../contract/transactions';

// The gateway's live events (000/001 section 4): the socket is src/realtime's, so screens name an event and no
// feature imports another to react to one.

/** `{ status: 'confirmed', type: 'refund_created' }` plays the sound; an answered complaint sends RefundEvent. */
export type RefundUpdate = { status: string; type: string };

/** `notification-{userId}`: the new notification with the user's unread count after it. */
export type NotificationEvent = Partial<Notification> & { unreadCount?: number };

interface GatewayEventPayloads {
  'transaction-update': TransactionEvent;
  'refund-update': RefundUpdate;
  notification: NotificationEvent;
  /** Issue 29: a payment issue opened or resolved (contract/paymentIssues.ts). */
  'payment-issue-update': PaymentIssueEvent;
}

export type GatewayEventName = keyof GatewayEventPayloads;

export interface GatewayEvents {
  /** Listens to `${name}-${userId}` for the signed-in user; returns the function that stops. */
  subscribe<N extends GatewayEventName>(name: N, handler: (payload: GatewayEventPayloads[N]) => void): () => void;
  /** Each connect after a lost connection: events raised in between were missed, so live data reloads. */
  onReconnect(handler: () => void): () => void;
  /** `unavailable`: the gateway has no socket.io endpoint (a sandbox addition); the socket stays closed. */
  status(): 'connecting' | 'connected' | 'unavailable';
  /** useSyncExternalStore's subscribe for `status`. */
  onStatus(listener: () => void): () => void;
}

/** Null while no socket is open (signed out, or the session still being read). */
export const GatewayEventsContext = createContext<GatewayEvents | null>(null);

/** Calls the latest `handler` on each `${name}-${userId}` event of the signed-in user. */
export function useGatewayEvent<N extends GatewayEventName>(name: N, handler: (payload: GatewayEventPayloads[N]) => void) {
  const events = useContext(GatewayEventsContext);
  const onEvent = useEvent(handler);
  useEffect(() => events?.subscribe(name, onEvent), [events, name, onEvent]);
}

/** Calls the latest `handler` each time the socket is back after a lost connection. */
export function useGatewayReconnect(handler: () => void) {
  const events = useContext(GatewayEventsContext);
  const onReconnect = useEvent(handler);
  useEffect(() => events?.onReconnect(onReconnect), [events, onReconnect]);
}
