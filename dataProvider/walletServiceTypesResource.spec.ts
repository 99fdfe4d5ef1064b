import { describe, expect, it } from 'vitest';
import { createHttpClient } from './httpClient';
import { createDataProvider } from './index';

/** A gateway that answers every call with `status` and a raw `body` (empty, or an HTML error page). */
function provider(status: number, body: string | null) {
  const fetch = (async () => new Response(body, { status, headers: { 'Content-Type': 'text/html' } })) as typeof window.fetch;
  return createDataProvider({ httpClient: createHttpClient({ baseUrl: '/api', fetch, getToken: () => 't' }) });
}

describe('wallet-service-types resource: failures without a message (001 section 8)', () => {
  it.each([
    [502, null],
    [502, '<html><body>Bad Gateway</body></html>'],
    [401, null],
    [404, ''],
  ])('the list names status %i with body %j as "HTTP error! status: {code}"', async (status, body) => {
    const list = provider(status, body).getList('wallet-service-types', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await expect(list).rejects.toMatchObject({ status, message: `HTTP error! status: ${status}` });
  });

  it('the details call names a 503 with an HTML page "HTTP error! status: 503"', async () => {
    await expect(provider(503, '<html>Service Unavailable</html>').getOne('wallet-service-types', { id: 'w1' })).rejects.toMatchObject({
      status: 503,
      message: 'HTTP error! status: 503',
    });
  });
});
