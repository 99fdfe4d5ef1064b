import { HttpError } from 'ra-core';
import { AUTH_MESSAGES } from '../contract/auth';

/** The only place the dashboard talks HTTP (000 section 1); a failure is react-admin's HttpError. */

/** Fallbacks of the spec's helper client (001 section 8), used when the server sent no message; by status where one has its own. */
export const HTTP_MESSAGES = {
  network: 'Network error. Please check your connection and try again.',
  server: 'Server error. Please try again later.',
  401: AUTH_MESSAGES.authRequired,
  403: 'Access denied. You do not have permission for this action.',
  404: 'Resource not found.',
  429: AUTH_MESSAGES.tooManyAttempts,
} as const;

/** The helper client's 401 (001 section 8: GET /health, GET/PUT /auth/profile, GET/PUT /user/notifications/preferences). */
export const HELPER_CLIENT_UNAUTHORIZED = 'Authentication failed. Please login again.';

/** `httpStatus`: the status text of the wallet service types (001 section 8) and the dashboard (000 section 8). */
type ErrorCatalogue = 'default' | 'helperClient' | 'httpStatus';

const httpStatusText = (status: number) => `HTTP error! status: ${status}`;

/** The calls of 001 section 7's helper client; they use its catalogue unless a call says otherwise. */
const HELPER_CLIENT_PATHS: readonly string[] = ['/health', '/auth/profile', '/user/notifications/preferences'];

// The sandbox's additions (README "Sandbox additions"): after one 404 or 405 the client answers that call itself for
// the page's life (no retry storm, issue 15). A path with an id remembers only a 405 (its 404 may be about the record).
const ANY_MISSING = [404, 405];
const SANDBOX_ADDITIONS: readonly { path: string | RegExp; missingOn: readonly number[] }[] = [
  ...['/auth/session', '/auth/reset-password', '/wallet-balance', '/payment-links', '/payment-links/session']
    .concat(HELPER_CLIENT_PATHS)
    .map((path) => ({ path, missingOn: ANY_MISSING })),
  { path: /^\/notifications\/[^/]+\/read$/, missingOn: [405] },
  // Issue 28's: step-up, payout policy, approvals and address book, credentials, sessions, team security; issue 29's payment issues, payer refunds, reports and report schedules.
  ...['activity', 'recovery-codes', 'webhooks', 'webhook-deliveries', 'step-up', 'payout-policy', 'payout-approvals', 'payout-addresses', 'credentials', 'sessions', 'team-security', 'payment-issues', 'payer-refunds', 'reports', 'report-schedules'].flatMap((collection) => [
    { path: new RegExp(`^/v2/${collection}(\\?|$)`), missingOn: ANY_MISSING },
    { path: new RegExp(`^/v2/${collection}/`), missingOn: [405] },
  ]),
];

type Addition = (typeof SANDBOX_ADDITIONS)[number];

const additionOf = (path: string) =>
  SANDBOX_ADDITIONS.find((addition) => (typeof addition.path === 'string' ? addition.path === path : addition.path.test(path)));

/** The 404/405 of a gateway that lacks a call (or the client's remembered answer for it). */
export function isMissingCall(error: unknown): boolean {
  return isHttpError(error) && (error.status === 404 || error.status === 405);
}

/** The answer of a call a gateway may lack, or null when it answers 404/405 (or the client remembers it did). */
export async function unlessMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isMissingCall(error)) return null;
    throw error;
  }
}

export function isMissingAddition(error: unknown): boolean {
  return isNetworkError(error) || isMissingCall(error);
}

function statusMessage(status: number, catalogue: ErrorCatalogue): string {
  if (catalogue === 'httpStatus') return httpStatusText(status);
  if (status === 401 && catalogue === 'helperClient') return HELPER_CLIENT_UNAUTHORIZED;
  const byStatus: Partial<Record<number, string>> = HTTP_MESSAGES;
  return byStatus[status] ?? (status >= 500 ? HTTP_MESSAGES.server : httpStatusText(status));
}

/** Status 0 marks a request that never got an answer. */
export const NETWORK_ERROR_STATUS = 0;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData goes as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** How a failure without a server message is named; by default from the path (HELPER_CLIENT_PATHS). */
  errors?: ErrorCatalogue;
  /** A file to save (issue 29's statement): a success answers its bytes as a Blob in `json`. */
  blob?: boolean;
}

/** `json`: the parsed JSON answer (`{ success, message?, data }`), or null for an empty body. */
export type HttpResponse<T> = { status: number; headers: Headers; json: T };

export type HttpClient = <T = unknown>(path: string, options?: RequestOptions) => Promise<HttpResponse<T>>;

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const sent = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const search = new URLSearchParams(sent.map(([key, value]) => [key, String(value)])).toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * A refused write's body as react-admin's forms read it (its server-side validation, which EditBase and CreateBase
 * hand to their Form): the server's `errors` list (contract/http.ts) by field, and the message as the form's root
 * error, which the settings cards' SaveRow shows over Save.
 */
function withFormErrors(body: unknown, message: string) {
  const { errors, ...rest } = (body && typeof body === 'object' ? body : {}) as { errors?: { path: string; message: string }[] };
  return { ...rest, errors: { ...Object.fromEntries(Array.isArray(errors) ? errors.map((error) => [error.path, error.message]) : []), root: { serverError: message } } };
}

function messageOf(body: unknown): string | undefined {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * What the clients over one fetch (the page's network, src/config.ts browserFetch) learned: "METHOD /path" of each
 * addition the gateway answered 404/405, with that answer; and the first call of each addition, which calls made
 * before it is answered wait for, so a gateway without it is asked once.
 */
const memos = new WeakMap<typeof fetch, { missing: Map<string, HttpError>; firstCalls: Map<string, Promise<unknown>> }>();

/** `getToken` is read at every call, so a sign-in or logout takes effect at once. */
export function createHttpClient(options: { baseUrl: string; fetch: typeof fetch; getToken: () => string | null }): HttpClient {
  const { baseUrl, fetch: fetchImpl, getToken } = options;
  const memo = memos.get(fetchImpl) ?? { missing: new Map<string, HttpError>(), firstCalls: new Map<string, Promise<unknown>>() };
  memos.set(fetchImpl, memo);
  const { missing, firstCalls } = memo;

  async function send<T>(path: string, options: RequestOptions, addition: Addition | undefined, callKey: string): Promise<HttpResponse<T>> {
    const { method = 'GET', query, body, signal } = options;
    const errors = options.errors ?? (HELPER_CLIENT_PATHS.includes(path) ? 'helperClient' : 'default');
    const known = missing.get(callKey);
    if (known) throw new HttpError(known.message, known.status, known.body);
    const headers = new Headers({ ...options.headers, Accept: 'application/json' });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const asJson = body !== undefined && !(body instanceof FormData);
    if (asJson) headers.set('Content-Type', 'application/json');
    const payload = asJson ? JSON.stringify(body) : (body as FormData | undefined);
    const refusal = (text: string, status: number, answer: unknown) => new HttpError(text, status, method === 'GET' ? answer : withFormErrors(answer, text));

    let response: Response;
    try {
      response = await fetchImpl(buildUrl(baseUrl, path, query), { method, headers, body: payload, credentials: 'include', signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw refusal(HTTP_MESSAGES.network, NETWORK_ERROR_STATUS, null);
    }

    const json = options.blob && response.ok ? await response.blob() : await parseBody(response);
    const failedInBody = Boolean(json && typeof json === 'object' && (json as { success?: unknown }).success === false);
    if (!response.ok || failedInBody) {
      // The helper client names its 401 itself, whatever the server said (001 section 8).
      const helperLoggedOut = errors === 'helperClient' && response.status === 401;
      const message = helperLoggedOut ? undefined : messageOf(json);
      const error = refusal(message ?? statusMessage(response.status, errors), response.status, json);
      if (addition?.missingOn.includes(response.status)) missing.set(callKey, error);
      throw error;
    }
    return { status: response.status, headers: response.headers, json: json as T };
  }

  return async function httpClient<T>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const addition = additionOf(path);
    // One key per call: a path with an id in it counts once for every id.
    const callKey = `${options.method ?? 'GET'} ${String(addition?.path ?? path)}`;
    const first = addition ? firstCalls.get(callKey) : undefined;
    if (first) await first.catch(() => undefined);
    const call = send<T>(path, options, addition, callKey);
    if (addition && !first) firstCalls.set(callKey, call);
    return call;
  };
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

export const isNetworkError = (error: unknown): boolean => isHttpError(error) && error.status === NETWORK_ERROR_STATUS;

export const serverMessage = (error: unknown): string | undefined => (isHttpError(error) ? messageOf(error.body) : undefined);

/** The server's message for a failed call (000 section 8), else the fallbacks; `statusText` is not used for a 2xx. */
export function errorMessage(error: unknown, fallbacks: { network?: string; failed?: string; statusText?: boolean } = {}): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (isNetworkError(error)) return fallbacks.network ?? HTTP_MESSAGES.network;
  if (fallbacks.statusText && isHttpError(error) && (error.status < 200 || error.status >= 300)) return error.message;
  if (fallbacks.failed) return fallbacks.failed;
  return error instanceof Error && error.message ? error.message : HTTP_MESSAGES.server;
}
