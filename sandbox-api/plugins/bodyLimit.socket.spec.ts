import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/processes';
import { BODY_LIMIT } from '../app';
import { useHarness } from '../test/harness';
import { MESSAGES } from './errors';

/**
 * An oversized body over a real socket: the server answers 413 only after it has read (and
 * discarded) what the client sends, so the client never meets a closed connection (EPIPE,
 * ECONNRESET) while it is still writing, and always reads the error shape.
 */
const h = useHarness();
let port = 0;

beforeAll(async () => {
  port = await freePort();
  await h.app.listen({ host: '127.0.0.1', port });
});

const SIX_MB = 6 * 1024 * 1024;

interface Answer {
  status: number;
  body: unknown;
  /** Errors of the request or the response, also those after the answer arrived (EPIPE, ECONNRESET). */
  errors: string[];
}

/**
 * Sends one body and settles once the answer has been read AND the request is closed, so that a
 * write error after the answer (the server closing while the client still sends) counts too.
 */
function postLogin(body: Buffer, options: { chunked: boolean }): Promise<Answer> {
  return new Promise((resolve) => {
    const errors: string[] = [];
    let answer: { status: number; body: unknown } | undefined;
    let closed = false;
    const settle = () => {
      if (closed && (answer || errors.length > 0)) resolve({ status: answer?.status ?? 0, body: answer?.body, errors });
    };
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: options.chunked
          ? { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }
          : { 'content-type': 'application/json', 'content-length': String(body.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => errors.push(`response: ${error.message}`));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            answer = { status: res.statusCode ?? 0, body: JSON.parse(text) };
          } catch {
            answer = { status: res.statusCode ?? 0, body: text };
          }
          settle();
        });
      },
    );
    req.on('error', (error) => errors.push(`request: ${error.message}`));
    req.on('close', () => {
      closed = true;
      settle();
    });
    if (options.chunked) {
      // Several writes, so the server sees the limit crossed while the client is still sending.
      const step = 256 * 1024;
      for (let at = 0; at < body.length; at += step) req.write(body.subarray(at, at + step));
      req.end();
    } else {
      req.end(body);
    }
  });
}

function sixMegabyteLogin(): Buffer {
  const padding = 'x'.repeat(SIX_MB);
  return Buffer.from(JSON.stringify({ email: 'merchant@sandbox.test', password: padding }));
}

const expected = { success: false, message: MESSAGES.bodyTooLarge(BODY_LIMIT) };

describe('an oversized body over a real socket', () => {
  it('20 six-megabyte bodies with a Content-Length all get the readable 413', async () => {
    const body = sixMegabyteLogin();
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i += 1) answers.push(await postLogin(body, { chunked: false }));
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ status: 413, body: expected, errors: [] })));
  }, 60_000);

  it('20 six-megabyte chunked bodies (no Content-Length) all get the readable 413', async () => {
    const body = sixMegabyteLogin();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postLogin(body, { chunked: true })));
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ status: 413, body: expected, errors: [] })));
  }, 60_000);

  it('the server still answers normally afterwards', async () => {
    const answer = await postLogin(Buffer.from(JSON.stringify({ email: 'merchant@sandbox.test', password: 'wrong-password' })), { chunked: false });
    expect(answer).toMatchObject({ status: 401, errors: [] });
  });
});
