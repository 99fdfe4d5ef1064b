import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { SOCKET_TIMEOUT_MS } from '../../contract/constants';
import type { GatewayEventName, GatewayEvents } from '../common/gatewayEvents';

// The notification socket of 000 section 4, and its refund socket too: with `tryAllTransports` a gateway that refuses
// polling is reached by websocket. Every event is the user's room's, so a second socket would only double connections.
const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['polling', 'websocket'],
  upgrade: true,
  tryAllTransports: true,
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: SOCKET_TIMEOUT_MS,
  // The session cookie authenticates when no token is stored (a session restored from the cookie).
  withCredentials: true,
  // A fresh manager keeps a closed socket from being revived.
  forceNew: true,
} satisfies Partial<ManagerOptions & SocketOptions>;

/** The socket lives on the API's origin: this page's own for a relative API base such as `/api`. */
export function socketOrigin(apiBase: string): string | undefined {
  return /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : undefined;
}

/** socket.io-client (about 20 KB gzip) loads after the first paint: its events only update screens already shown. */
export async function openGatewaySocket({ apiBase, getToken }: { apiBase: string; getToken: () => string | null }) {
  const { io } = await import('socket.io-client');
  return io(socketOrigin(apiBase), {
    ...SOCKET_OPTIONS,
    auth: (send) => {
      const token = getToken();
      send(token ? { token } : {});
    },
  });
}

// Whether the gateway serves socket.io at all (a sandbox addition, issue 15): 404, 405, a page that is not
// engine.io's open packet, or no answer means missing; 400 or 5xx means there, and the socket keeps reconnecting.
async function socketEndpointExists(apiBase: string): Promise<boolean> {
  const origin = socketOrigin(apiBase) ?? window.location.origin;
  try {
    const response = await fetch(`${origin}${SOCKET_OPTIONS.path}/?EIO=4&transport=polling`, { credentials: 'include' });
    if (!response.ok) return response.status !== 404 && response.status !== 405;
    return (await response.text()).startsWith('0{');
  } catch {
    return false;
  }
}

type Handler = (payload: never) => void;
// The connection's own events, as symbols so that no gateway event can raise them.
const RECONNECT = Symbol('reconnect');
const STATUS = Symbol('status');

// The signed-in user's events over one socket. Subscriptions live here, so they outlive a socket that is replaced or
// not yet open. A gateway without socket.io turns `unavailable` (no reconnect loop).
export function createGatewayConnection(userId: string, apiBase: string, getToken: () => string | null) {
  const handlers = new Map<string | symbol, Set<Handler>>();
  let socket: Socket | null = null;
  /** Counts opens and closes: a socket that arrives after a close (or a newer open) is closed at once. */
  let generation = 0;
  let connecting = false;
  let status: ReturnType<GatewayEvents['status']> = 'connecting';
  let probed = false;

  const listen = (event: string | symbol, handler: Handler) => {
    const set = handlers.get(event) ?? new Set<Handler>();
    handlers.set(event, set.add(handler));
    return () => set.delete(handler);
  };
  const dispatch = (event: string | symbol, payload?: unknown) => {
    for (const handler of handlers.get(event) ?? []) (handler as (payload: unknown) => void)(payload);
  };
  const setStatus = (next: typeof status) => {
    if (status === next) return;
    status = next;
    dispatch(STATUS);
  };

  function watch(current: Socket) {
    current.onAny(dispatch);
    // Every connect after the first is a comeback: what was emitted while it was away is gone.
    let connectedBefore = false;
    current.on('connect', () => {
      if (connectedBefore) dispatch(RECONNECT);
      connectedBefore = true;
      setStatus('connected');
    });
    current.on('connect_error', () => {
      if (connectedBefore || probed) return;
      probed = true;
      void socketEndpointExists(apiBase).then((exists) => {
        if (exists || socket !== current) return;
        current.close();
        setStatus('unavailable');
      });
    });
  }

  return {
    subscribe: (name: GatewayEventName, handler: Handler) => listen(`${name}-${userId}`, handler),
    onReconnect: (handler) => listen(RECONNECT, handler),
    status: () => status,
    onStatus: (listener) => listen(STATUS, listener),
    open() {
      if (socket || connecting || status === 'unavailable') return;
      connecting = true;
      const opened = ++generation;
      void openGatewaySocket({ apiBase, getToken })
        .then((current) => {
          if (opened !== generation) return current.close();
          socket = current;
          watch(current);
        })
        // The socket's chunk did not load (offline, a new deploy): the next open tries again.
        .catch(() => undefined)
        .finally(() => {
          if (opened === generation) connecting = false;
        });
    },
    close() {
      generation += 1;
      connecting = false;
      socket?.close();
      socket = null;
    },
  } satisfies GatewayEvents & Record<'open' | 'close', () => void>;
}
