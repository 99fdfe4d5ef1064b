import type { Page, WebSocket } from 'playwright-core';

/** A socket.io event as it crossed the wire: `42["name",payload]`. */
export interface SocketEvent {
  name: string;
  payload: unknown;
}

export interface GatewaySocketWatch {
  /**
   * Resolves with the websocket's URL once the client has completed the upgrade to it: from then
   * on every event travels over the websocket, so none is missed.
   */
  ready: Promise<string>;
  /** Events received over the websocket so far. */
  events: SocketEvent[];
  isClosed(): boolean;
}

/** engine.io's upgrade packet, which the client sends once it switches from polling. */
const UPGRADE_PACKET = '5';

function eventOf(frame: string | Buffer): SocketEvent | null {
  if (typeof frame !== 'string' || !frame.startsWith('42')) return null;
  const [name, payload] = JSON.parse(frame.slice(2)) as [string, unknown];
  return { name, payload };
}

/**
 * Watches the page's socket.io websocket: which server it reached and the events that server sent
 * over it, so a test can prove which process delivered an event. Call it before the page opens the
 * socket: the websocket event only reports sockets opened after the listener is attached.
 */
export function watchGatewaySocket(page: Page, timeoutMs = 20_000): GatewaySocketWatch {
  const events: SocketEvent[] = [];
  let closed = false;
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error(`No socket.io websocket upgrade within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onSocket = (socket: WebSocket) => {
      if (!new URL(socket.url()).pathname.startsWith('/socket.io/')) return;
      page.off('websocket', onSocket);
      socket.on('close', () => (closed = true));
      socket.on('framesent', ({ payload }) => {
        if (payload !== UPGRADE_PACKET) return;
        clearTimeout(timer);
        resolve(socket.url());
      });
      socket.on('framereceived', ({ payload }) => {
        const event = eventOf(payload);
        if (event) events.push(event);
      });
    };
    page.on('websocket', onSocket);
  });
  // A test that fails before awaiting it must not also report an unhandled rejection.
  ready.catch(() => {});
  return { ready, events, isClosed: () => closed };
}
