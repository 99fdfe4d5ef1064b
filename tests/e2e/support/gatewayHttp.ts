/**
 * JSON calls to the API of one particular sandbox process (the scale-out test talks to two), with
 * a Bearer token or the session cookie, answering the status, headers and parsed body.
 */
export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: { success: boolean; message?: string; data: T };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** A `name=value` cookie pair, e.g. the session cookie another process set. */
  cookie?: string;
}

export async function callApi<T>(baseURL: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as ApiAnswer<T>['body'] };
}

/** The `name=value` pair of a cookie an answer set, or null. */
export function setCookiePair(headers: Headers, name: string): string | null {
  const header = headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return header ? header.split(';')[0] : null;
}
