import { describe, expect, it } from 'vitest';
import { openGatewaySocket, socketOrigin } from './gatewaySocket';

/** The socket settings of 000 section 4, written out from the spec rather than read from the code. */
describe('the notification socket (000 section 4)', () => {
  it('polls first and upgrades to a websocket, reconnects after 1 s to 5 s with jitter 0.5, and times out after 20 s', async () => {
    const socket = await openGatewaySocket({ apiBase: '/api', getToken: () => 'token' });
    try {
      expect(socket.io.opts).toMatchObject({
        path: '/socket.io',
        transports: ['polling', 'websocket'],
        upgrade: true,
        // The refund socket's settings (websocket reachable when polling is refused, a new connection each time).
        tryAllTransports: true,
        forceNew: true,
        reconnection: true,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
        timeout: 20_000,
      });
      expect(socket.io.reconnectionDelay()).toBe(1000);
      expect(socket.io.reconnectionDelayMax()).toBe(5000);
      expect(socket.io.randomizationFactor()).toBe(0.5);
      expect(socket.io.timeout()).toBe(20_000);
    } finally {
      socket.disconnect();
    }
  });

  it('presents the stored token at each connection, and nothing when there is none (the cookie then authenticates)', async () => {
    let token: string | null = 'first';
    const socket = await openGatewaySocket({ apiBase: '/api', getToken: () => token });
    try {
      const auth = socket.auth as (send: (data: object) => void) => void;
      const sent: object[] = [];
      auth((data) => sent.push(data));
      token = null;
      auth((data) => sent.push(data));
      expect(sent).toEqual([{ token: 'first' }, {}]);
    } finally {
      socket.disconnect();
    }
  });

  it("connects to the page's own origin for a relative API base, else to the API's origin", () => {
    expect(socketOrigin('/api')).toBeUndefined();
    expect(socketOrigin('https://gateway.example.com/api')).toBe('https://gateway.example.com');
  });
});
