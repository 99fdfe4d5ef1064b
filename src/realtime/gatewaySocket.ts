import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { SOCKET_TIMEOUT_MS } from '../../contract/constants';

/**
 * The notification socket of 000 section 4: long-polling first, then the upgrade to a websocket
 * (it gets through proxies that block websockets), reconnecting after 1 s to 5 s with 50 % jitter
 * so that a restarted server is not hit by every tab at once, and a 20 s connect timeout.
 *
 * The same one socket is also the refund socket of 000 section 4 (websocket then polling, 20 s
 * timeout, a new connection each time), and for the user the two are equivalent: both settle on
 * a websocket when the gateway allows one and on polling when it does not, with `tryAllTransports`
 * a gateway that refuses polling is reached by websocket as the refund order would, the timeout is
 * the same 20 s, and `forceNew` makes each opening a new connection. Every event, refund-update
 * among them, is the user's room's, so a second socket would only double the server's connections
 * (RefundSocket.spec.tsx shows refund-update heard over either transport alone).
 */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['polling', 'websocket'],
  upgrade: true,
  // A gateway that refuses long-polling is then reached by websocket (the refund socket's first try).
  tryAllTransports: true,
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: SOCKET_TIMEOUT_MS,
  // The session cookie authenticates when no token is stored (a session restored from the cookie).
  withCredentials: true,
  // One socket per tab is the provider's job; a fresh manager keeps a closed socket from being revived.
  forceNew: true,
} satisfies Partial<ManagerOptions & SocketOptions>;

/** The socket lives on the API's origin: this page's own for a relative API base such as `/api`. */
export function socketOrigin(apiBase: string): string | undefined {
  return /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : undefined;
}

export interface GatewaySocketOptions {
  apiBase: string;
  /** Read at each (re)connection, so a reconnect presents the current session. */
  getToken: () => string | null;
}

/**
 * socket.io-client (about 20 KB gzip) loads with the first socket, after the shell's first paint,
 * not with the admin app: the events it carries only ever update screens that are already shown.
 */
export async function openGatewaySocket({ apiBase, getToken }: GatewaySocketOptions): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io(socketOrigin(apiBase), {
    ...SOCKET_OPTIONS,
    auth: (send) => {
      const token = getToken();
      send(token ? { token } : {});
    },
  });
}

/** The engine.io open packet a socket.io server answers a polling handshake with. */
const OPEN_PACKET = '0{';

/**
 * Whether the gateway serves socket.io at all (it is a sandbox addition, issue 15): one polling
 * handshake, asked only after the socket failed to connect. 404 or 405, an answer that is not
 * engine.io's (a page served for any path), or no answer at all (a cross-origin gateway without
 * the endpoint sends no CORS headers either) means missing; any other failure (400, 5xx) means the
 * endpoint is there and the socket keeps reconnecting as 000 section 4 says.
 */
export async function socketEndpointExists(apiBase: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<boolean> {
  const origin = socketOrigin(apiBase) ?? window.location.origin;
  try {
    const response = await fetchImpl(`${origin}${SOCKET_OPTIONS.path}/?EIO=4&transport=polling`, { credentials: 'include' });
    if (!response.ok) return response.status !== 404 && response.status !== 405;
    return (await response.text()).startsWith(OPEN_PACKET);
  } catch {
    return false;
  }
}
