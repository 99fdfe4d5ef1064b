import type { Socket } from 'socket.io-client';
import type { GatewayEventName, GatewayEvents } from '../common/gatewayEvents';

type Handler = (payload: never) => void;

export interface GatewayConnection extends GatewayEvents {
  open(): void;
  close(): void;
}

/**
 * The signed-in user's events over one socket. Subscriptions are kept here rather than on the
 * socket, so a screen may subscribe before the socket opens and keeps its subscription when the
 * socket is replaced or reconnects; only `${name}-${userId}` events of this user reach a handler.
 */
export function createGatewayConnection(userId: string, connect: () => Socket): GatewayConnection {
  const handlers = new Map<string, Set<Handler>>();
  const reconnectHandlers = new Set<() => void>();
  let socket: Socket | null = null;

  const dispatch = (event: string, payload: unknown) => {
    for (const handler of handlers.get(event) ?? []) (handler as (payload: unknown) => void)(payload);
  };

  return {
    subscribe(name: GatewayEventName, handler: Handler) {
      const event = `${name}-${userId}`;
      const set = handlers.get(event) ?? new Set<Handler>();
      handlers.set(event, set);
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => {
        reconnectHandlers.delete(handler);
      };
    },
    open() {
      if (socket) return;
      socket = connect();
      socket.onAny(dispatch);
      // Every connect after the first is a comeback: the server joins the new socket to the user's
      // room again, but what was emitted while it was away is gone.
      let connectedBefore = false;
      socket.on('connect', () => {
        if (connectedBefore) for (const handler of reconnectHandlers) handler();
        connectedBefore = true;
      });
    },
    close() {
      socket?.close();
      socket = null;
    },
  };
}
