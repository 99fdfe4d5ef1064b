import type { IncomingMessage } from 'node:http';

/** The most of a refused body the server reads and throws away before it answers. */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
/** The longest it waits for a refused body to finish arriving. */
export const DRAIN_MAX_MS = 10_000;

/**
 * Reads and discards the rest of a request body the server has refused (413), up to a bound in
 * bytes and time. Answering first would close the connection while the client is still sending:
 * the kernel then resets it and the client gets EPIPE/ECONNRESET instead of the readable 413.
 * Resolves once the body has ended, the client has gone, or a bound is reached; a body declared
 * (Content-Length) above the byte bound is not read at all.
 */
export function drainRequestBody(raw: IncomingMessage, limits = { maxBytes: DRAIN_MAX_BYTES, maxMs: DRAIN_MAX_MS }): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  const declared = Number(raw.headers['content-length']);
  if (declared > limits.maxBytes) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer | string) => {
      received += chunk.length;
      if (received > limits.maxBytes) finish();
    };
    const timer = setTimeout(finish, limits.maxMs);
    raw.on('data', onData).once('end', finish).once('error', finish).once('close', finish);
    raw.resume();
  });
}
