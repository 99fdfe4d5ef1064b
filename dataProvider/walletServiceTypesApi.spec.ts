import { describe, expect, it } from 'vitest';
import { createHttpClient } from './httpClient';
import { createWalletServiceTypesApi } from './walletServiceTypesApi';

/** A gateway that answers every call with `status` and a raw `body` (empty, or an HTML error page). */
function api(status: number, body: string | null) {
  const fetch = (async () => new Response(body, { status, headers: { 'Content-Type': 'text/html' } })) as typeof window.fetch;
  return createWalletServiceTypesApi(createHttpClient({ baseUrl: '/api', fetch, getToken: () => 't' }));
}

describe('wallet service type calls: failures without a message (001 section 8)', () => {
  it.each([
    [502, null],
    [502, '<html><body>Bad Gateway</body></html>'],
    [401, null],
    [404, ''],
  ])('the list names status %i with body %j as "HTTP error! status: {code}"', async (status, body) => {
    await expect(api(status, body).getWalletServiceTypes({ page: 1, limit: 10 })).rejects.toMatchObject({
      status,
      message: `HTTP error! status: ${status}`,
    });
  });

  it('the details call names a 503 with an HTML page "HTTP error! status: 503"', async () => {
    await expect(api(503, '<html>Service Unavailable</html>').getWalletServiceType('w1')).rejects.toMatchObject({
      status: 503,
      message: 'HTTP error! status: 503',
    });
  });
});
