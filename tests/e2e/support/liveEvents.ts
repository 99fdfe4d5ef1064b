import { io } from 'socket.io-client';
import { DEMO_PASSWORD } from './accounts';
import { callApi } from './gatewayHttp';
import { sandboxURL } from './sandboxURL';

export interface LiveEvents {
  /** How many transaction updates the user's sockets have been sent so far. */
  heard(): number;
  close(): void;
}

/**
 * The transaction updates a team member's sockets are sent, heard by a socket of the test's own (signed in through the
 * API, before the page opens). The sandbox's seeded deposits still open expire on their own while the suite runs (a
 * 10-minute timer, issued 1 to 9 minutes before the seed), and its sweep sends the merchant's team a transaction update:
 * a screen then asks for its figures or its list again, as it should. A test
 * that counts a screen's calls allows those repeats, and only those.
 */
export async function listenToLiveEvents(email: string): Promise<LiveEvents> {
  const { body } = await callApi<{ token: string }>(sandboxURL(), 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });
  const socket = io(sandboxURL(), { path: '/socket.io', transports: ['websocket'], auth: { token: body.data.token }, forceNew: true, reconnection: false });
  let count = 0;
  socket.onAny((event: string) => void (event.startsWith('transaction-update-') && (count += 1)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { heard: () => count, close: () => void socket.close() };
}

/** The calls, less the repeats that `events` transaction updates explain: each may have a screen ask each of its calls once more. */
export function lessEventRepeats(calls: string[], events: number): string[] {
  const seen = new Map<string, number>();
  return calls.filter((call) => {
    const times = (seen.get(call) ?? 0) + 1;
    seen.set(call, times);
    return times === 1 || times > 1 + events;
  });
}
