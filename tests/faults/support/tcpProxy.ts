import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of the shared PostgreSQL server, so that one sandbox can lose its database
 * while every other user of that server keeps it. `cut()` resets every relayed connection and stops
 * listening (new connections are refused, as with a stopped server); `restore()` listens again on
 * the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let server: Server | null = null;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.once('close', () => open.delete(socket));
          // A reset on one side resets the other; the error itself is the point of the test.
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as { port: number }).port);
      });
    });

  const stop = async () => {
    const closing = server;
    server = null;
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  const port = await listen(0);
  return {
    port,
    cut: stop,
    async restore() {
      if (!server) await listen(port);
    },
    close: stop,
  };
}
