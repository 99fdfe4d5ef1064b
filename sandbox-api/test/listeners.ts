import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { Harness } from './harness';

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
 * on a free port for the whole file (beforeAll), disconnected after it. `arrival` resolves with the
 * next `transaction-update-{userId}` payload of an account; `transactionEvents` lists all of them.
 */
export function useListeners(h: Pick<Harness, 'app' | 'loginAs' | 'userId'>, emails: string[] = [...TEAM, OTHER]) {
  const clients: Record<string, Listener> = {};

  beforeAll(async () => {
    const baseUrl = await h.app.listen({ host: '127.0.0.1', port: 0 });
    for (const email of emails) {
      const socket = connect(baseUrl, { transports: ['websocket'], reconnection: false, auth: { token: await h.loginAs(email) } });
      const received: [string, unknown][] = [];
      socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      clients[email] = { id: await h.userId(email), socket, received };
    }
  });

  afterAll(() => {
    for (const client of Object.values(clients)) client.socket.disconnect();
  });

  return {
    clients,
    arrival: (email: string) =>
      new Promise<unknown>((resolve) => clients[email].socket.once(`transaction-update-${clients[email].id}`, resolve)),
    transactionEvents: (email: string) => clients[email].received.filter(([event]) => event.startsWith('transaction-update-')),
  };
}
