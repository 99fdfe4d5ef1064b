import { HttpError } from 'ra-core';
/**
 * A fetch stand-in at the network edge: tests declare the answers of the gateway by
 * "METHOD /path" (path after the API base) and read back every request exactly as it was sent.
 */

export interface RecordedRequest {
  method: string;
  /** The full URL as fetch received it, e.g. `/api/notifications?page=1&limit=10`. */
  url: string;
  /** The path after `/api`, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Marks a request that never gets an answer (fetch rejects, as on a dropped connection). */
export const NETWORK_FAILURE = Symbol('network failure');

export type Handler = Reply | typeof NETWORK_FAILURE | ((request: RecordedRequest) => Reply | typeof NETWORK_FAILURE | Promise<Reply | typeof NETWORK_FAILURE>);

export function ok(data: unknown, message?: string): Reply {
  return { status: 200, body: { success: true, ...(message ? { message } : {}), data } };
}

export function fail(status: number, message?: string): Reply {
  return { status, body: message === undefined ? { success: false } : { success: false, message } };
}

/** A reply that never settles, to observe loading states. */
export function pending(): Promise<Reply> {
  return new Promise(() => undefined);
}

const API_BASE = '/api';

export function createFetchDouble(routes: Record<string, Handler> = {}) {
  const calls: RecordedRequest[] = [];
  const table = { ...routes };

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const raw = init.body;
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      path: parsed.pathname.startsWith(API_BASE) ? parsed.pathname.slice(API_BASE.length) : parsed.pathname,
      query: parsed.searchParams,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    calls.push(request);
    const handler = table[`${request.method} ${request.path}`];
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (reply === NETWORK_FAILURE) throw new TypeError('Failed to fetch');
    const { status = 404, body = { success: false, message: 'Not found' }, headers = {} } = reply ?? {};
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };

  return {
    fetch: fetch as typeof window.fetch,
    calls,
    /** Changes an answer while the test runs. */
    on(route: string, handler: Handler) {
      table[route] = handler;
    },
    /** The requests sent to one "METHOD /path". */
    requests(route: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === route);
    },
  };
}

export type FetchDouble = ReturnType<typeof createFetchDouble>;

/** The HttpError a call fails with; a call that succeeds, or fails otherwise, fails the test. */
export async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
