import type { Page, Request } from 'playwright-core';

/** The signed-in page's session token, wherever Remember me put it. */
export function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
}

/**
 * GET an API path with the page's session, through the context's request client: it is not a
 * request of the page, so it never shows in the page's own request counts.
 */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await sessionToken(page);
  if (!token) throw new Error('No session token in the page storage');
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET /api${path} answered ${response.status()}`);
  const body = (await response.json()) as { success: boolean; data: T };
  return body.data;
}

/**
 * Records the page's API requests (not the socket's) from now on. `stop()` ends the recording;
 * the array keeps what was seen.
 */
export function recordApiRequests(page: Page): { requests: Request[]; stop: () => void } {
  const requests: Request[] = [];
  const listener = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  };
  page.on('request', listener);
  return { requests, stop: () => page.off('request', listener) };
}

/** The path and query of a request, e.g. `/api/dashboard/merchant?filter=today`. */
export function pathAndQuery(request: Request): string {
  const url = new URL(request.url());
  return `${url.pathname}${url.search}`;
}
