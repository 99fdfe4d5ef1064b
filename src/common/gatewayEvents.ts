import { createContext, useContext, useEffect, useRef } from 'react';
import type { Notification } from '../../contract/notifications';
import type { TransactionEvent } from '../../contract/transactions';

/**
 * The live events of the gateway (000 section 4, 001 section 4), as every screen sees them. The
 * socket itself lives in src/realtime, opened once in the layout; screens only name the event
 * they care about, so no feature has to import another to react to one.
 */

/**
 * `refund-update-{userId}`: `{ status: 'confirmed', type: 'refund_created' }` plays the
 * confirmation sound; an answered complaint sends contract/complaints.ts RefundEvent.
 */
export interface RefundUpdate {
  status: string;
  type: string;
}

/** `notification-{userId}`: the new notification with the user's unread count after it. */
export type NotificationEvent = Partial<Notification> & { unreadCount?: number };

export interface GatewayEventPayloads {
  'transaction-update': TransactionEvent;
  'refund-update': RefundUpdate;
  notification: NotificationEvent;
}

export type GatewayEventName = keyof GatewayEventPayloads;

export interface GatewayEvents {
  /** Listens to `${name}-${userId}` for the signed-in user; returns the function that stops. */
  subscribe<N extends GatewayEventName>(name: N, handler: (payload: GatewayEventPayloads[N]) => void): () => void;
  /**
   * Calls `handler` each time the socket connects again after losing its connection (a server
   * restart, a network cut): events raised in between were missed, so live data must be reloaded.
   */
  onReconnect(handler: () => void): () => void;
}

/** Null while no socket is open (signed out, or the session still being read). */
export const GatewayEventsContext = createContext<GatewayEvents | null>(null);

/**
 * Calls `handler` on each `${name}-${userId}` event of the signed-in user. The latest handler is
 * always the one called, so callers may pass an inline function.
 */
export function useGatewayEvent<N extends GatewayEventName>(name: N, handler: (payload: GatewayEventPayloads[N]) => void) {
  const events = useContext(GatewayEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => events?.subscribe(name, (payload) => latest.current(payload)), [events, name]);
}

/** Calls `handler` each time the socket is back after a lost connection (see GatewayEvents.onReconnect). */
export function useGatewayReconnect(handler: () => void) {
  const events = useContext(GatewayEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => events?.onReconnect(() => latest.current()), [events]);
}
