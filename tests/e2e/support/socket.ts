import type { Page, WebSocket } from 'playwright-core';

/**
 * Resolves once the page's gateway socket has upgraded to a websocket and heard the server. The
 * client polls first and upgrades only after its connection (and so its user room) is in place,
 * so from then on no live event is missed. Call it before the page signs in: the websocket event
 * only reports sockets opened after the listener is attached.
 */
export function gatewaySocketReady(page: Page, timeoutMs = 20_000): Promise<void> {
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error(`No socket.io websocket within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onSocket = (socket: WebSocket) => {
      if (!new URL(socket.url()).pathname.startsWith('/socket.io/')) return;
      page.off('websocket', onSocket);
      socket.once('framereceived', () => {
        clearTimeout(timer);
        resolve();
      });
    };
    page.on('websocket', onSocket);
  });
  // A test that fails before awaiting it must not also report an unhandled rejection.
  ready.catch(() => {});
  return ready;
}
