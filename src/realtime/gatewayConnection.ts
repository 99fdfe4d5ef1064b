import type { Socket } from 'socket.io-client';
import type { GatewayEventName, GatewayEvents } from '../common/gatewayEvents';

type Handler = (payload: never) => void;

/** `unavailable`: the gateway has no socket.io endpoint (a sandbox addition); the socket stays closed. */
export type ConnectionStatus = 'connecting' | 'connected' | 'unavailable';

export interface GatewayConnection extends GatewayEvents {
  open(): void;
  close(): void;
  status(): ConnectionStatus;
  /** useSyncExternalStore's subscribe for `status`. */
  onStatus(listener: () => void): () => void;
}

/**
 * The signed-in user's events over one socket. Subscriptions are kept here rather than on the
 * socket, so a screen may subscribe before the socket opens and keeps its subscription when the
 * socket is replaced or reconnects; only `${name}-${userId}` events of this user reach a handler.
 *
 * The first time the socket fails to connect, `endpointExists` asks whether the gateway serves
 * socket.io at all; when it does not, the socket closes for good (no reconnect loop against a
 * missing endpoint) and the status turns `unavailable` (issue 15).
 */
export function createGatewayConnection(
  userId: string,
  connect: () => Promise<Socket>,
  endpointExists: () => Promise<boolean> = async () => true,
): GatewayConnection {
  const handlers = new Map<string, Set<Handler>>();
  const reconnectHandlers = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  let socket: Socket | null = null;
  /** Counts opens and closes: a socket that arrives after a close (or a newer open) is closed at once. */
  let generation = 0;
  let connecting = false;
  let status: ConnectionStatus = 'connecting';
  let probed = false;

  const setStatus = (next: ConnectionStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener();
  };

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
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    open() {
      if (socket || connecting || status === 'unavailable') return;
      connecting = true;
      const opened = ++generation;
      void connect().then((current) => {
        if (opened !== generation) {
          current.close();
          return;
        }
        connecting = false;
        socket = current;
        listen(current);
      }, () => {
        // The socket's chunk did not load (offline, a new deploy): the next open tries again.
        if (opened === generation) connecting = false;
      });
    },
    close() {
      generation += 1;
      connecting = false;
      socket?.close();
      socket = null;
    },
  };

  function listen(current: Socket) {
    current.onAny(dispatch);
    // Every connect after the first is a comeback: the server joins the new socket to the user's
    // room again, but what was emitted while it was away is gone.
    let connectedBefore = false;
    current.on('connect', () => {
      if (connectedBefore) for (const handler of reconnectHandlers) handler();
      connectedBefore = true;
      setStatus('connected');
    });
    current.on('connect_error', () => {
      if (connectedBefore || probed) return;
      probed = true;
      void endpointExists().then((exists) => {
        if (exists || socket !== current) return;
        current.close();
        setStatus('unavailable');
      });
    });
  }
}
