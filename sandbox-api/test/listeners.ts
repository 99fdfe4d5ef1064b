import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { Harness } from './harness';

/**
 * The harness's app listening on a free port for the whole file (beforeAll), and `open`, which
 * connects a real socket.io client to it over a websocket, without reconnection, and closes it
 * after the file (afterAll). `url` is the listening address, for Origin headers.
 */
export function useSocketClients(h: Pick<Harness, 'app'>) {
  let baseUrl = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    baseUrl = await h.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  return {
    url: () => baseUrl,
    open(options: Partial<ManagerOptions & SocketOptions> = {}): Socket {
      const socket = connect(baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, ...options });
      sockets.push(socket);
      return socket;
    },
  };
}

/** The main merchant and its three sub-users, who must all hear the merchant's events. */
export const TEAM = ['merchant@sandbox.test', 'finance@sandbox.test', 'superops@sandbox.test', 'ops@sandbox.test'];
/** The unrelated merchant, who must hear none of them. */
export const OTHER = 'other@sandbox.test';

export interface Listener {
  id: string;
  socket: Socket;
  /** Every event the socket received, in order. */
  received: [string, unknown][];
}

/**
 * One real socket.io client per account, signed in and connected to the harness's app listening
 * on a free port for the whole file (beforeAll), closed after it. `arrival` resolves with the
 * next `transaction-update-{userId}` payload of an account; `transactionEvents` lists all of them.
 */
export function useListeners(h: Pick<Harness, 'app' | 'loginAs' | 'userId'>, emails: string[] = [...TEAM, OTHER]) {
  const clients: Record<string, Listener> = {};
  const sockets = useSocketClients(h);

  // Runs after useSocketClients's beforeAll, which starts listening (Vitest runs them in order).
  beforeAll(async () => {
    for (const email of emails) {
      const socket = sockets.open({ auth: { token: await h.loginAs(email) } });
      const received: [string, unknown][] = [];
      socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      clients[email] = { id: await h.userId(email), socket, received };
    }
  });

  return {
    clients,
    arrival: (email: string) =>
      new Promise<unknown>((resolve) => clients[email].socket.once(`transaction-update-${clients[email].id}`, resolve)),
    transactionEvents: (email: string) => clients[email].received.filter(([event]) => event.startsWith('transaction-update-')),
  };
}
