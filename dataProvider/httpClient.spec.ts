import { describe, expect, it } from 'vitest';
import { NETWORK_FAILURE, createFetchDouble, fail, failure, ok } from '../src/test/fetchDouble';
import { EXTENSION_RESOURCES } from '../src/providers';
import { createHttpClient, errorMessage, isNetworkError, serverMessage } from './httpClient';

function client(routes: Parameters<typeof createFetchDouble>[0], token: string | null = null) {
  const network = createFetchDouble(routes);
  const http = createHttpClient({ baseUrl: '/api', fetch: network.fetch, getToken: () => token });
  return { http, network };
}


describe('httpClient', () => {
  it('sends cookies, the Bearer token and JSON to the API base', async () => {
    const { http, network } = client({ 'POST /auth/login': ok({ requiresOTP: true }) }, 'tok-123');
    await http('/auth/login', { method: 'POST', body: { email: 'a@b.test', password: 'x' } });
    const [request] = network.calls;
    expect(request.url).toBe('/api/auth/login');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.body).toEqual({ email: 'a@b.test', password: 'x' });
  });

  it('sends no Authorization header without a token, and drops empty query values', async () => {
    const { http, network } = client({ 'GET /dashboard/transactionList': ok({ docs: [] }) });
    await http('/dashboard/transactionList', { query: { type: 'deposit', page: 2, status: undefined, startDate: '' } });
    expect(network.calls[0].url).toBe('/api/dashboard/transactionList?type=deposit&page=2');
    expect(network.calls[0].headers.has('Authorization')).toBe(false);
  });

  it("throws an HttpError with the server's message when it sent one", async () => {
    const { http } = client({ 'POST /withdrawal': fail(400, 'amount: must be a positive number') });
    const error = await failure(http('/withdrawal', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('amount: must be a positive number');
    expect(serverMessage(error)).toBe('amount: must be a positive number');
  });

  it.each([
    [401, 'Authentication required. Please log in again.'],
    [403, 'Access denied. You do not have permission for this action.'],
    [404, 'Resource not found.'],
    [429, 'Too many attempts. Please try again later.'],
    [500, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
    [418, 'HTTP error! status: 418'],
  ])('maps status %i without a server message to "%s"', async (status, message) => {
    const { http } = client({ 'GET /subusers': fail(status) });
    const error = await failure(http('/subusers'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(serverMessage(error)).toBeUndefined();
  });

  it.each([
    [401, 'Authentication failed. Please login again.'],
    [403, 'Access denied. You do not have permission for this action.'],
    [404, 'Resource not found.'],
    [502, 'Server error. Please try again later.'],
  ])("names status %i of a helper client call (001 section 8) \"%s\", by its path or by the option", async (status, message) => {
    const { http } = client({ 'GET /health': fail(status) });
    expect((await failure(http('/health', { errors: 'helperClient' }))).message).toBe(message);
    expect((await failure(http('/health'))).message).toBe(message);
  });

  it("names a helper client call's 401 by the helper client's text even when the server sent one", async () => {
    const { http } = client({
      'GET /auth/profile': fail(401, 'Authentication required. Please log in again.'),
      'PUT /user/notifications/preferences': fail(401),
      'GET /subusers': fail(401),
    });
    const error = await failure(http('/auth/profile'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication failed. Please login again.');
    expect((await failure(http('/user/notifications/preferences', { method: 'PUT', body: {} }))).message).toBe('Authentication failed. Please login again.');
    // Every other call, the transaction list included, keeps 'Authentication required. Please log in again.'
    expect((await failure(http('/subusers'))).message).toBe('Authentication required. Please log in again.');
  });

  it('names every failing status without a message "HTTP error! status: {code}" with the httpStatus catalogue', async () => {
    const { http } = client({ 'GET /a': fail(401), 'GET /b': fail(502), 'GET /c': fail(502, 'Upstream down') });
    expect((await failure(http('/a', { errors: 'httpStatus' }))).message).toBe('HTTP error! status: 401');
    expect((await failure(http('/b', { errors: 'httpStatus' }))).message).toBe('HTTP error! status: 502');
    expect((await failure(http('/c', { errors: 'httpStatus' }))).message).toBe('Upstream down');
  });

  it('treats success:false in a 200 answer as a failure', async () => {
    const { http } = client({ 'GET /subusers': { status: 200, body: { success: false, message: 'Nope' } } });
    expect((await failure(http('/subusers'))).message).toBe('Nope');
  });

  it("gives a refused write react-admin's form errors: the server's fields, and its message as the root error", async () => {
    const refusal = { success: false, message: 'Invalid request', errors: [{ path: 'coolingOffHours', message: 'must be at most 720' }] };
    const { http } = client({ 'PUT /v2/payout-policy': { status: 400, body: refusal }, 'POST /withdrawal': NETWORK_FAILURE, 'GET /v2/payout-policy': { status: 400, body: refusal } });
    const refused = await failure(http('/v2/payout-policy', { method: 'PUT', body: {} }));
    expect(refused.body).toEqual({ success: false, message: 'Invalid request', errors: { coolingOffHours: 'must be at most 720', root: { serverError: 'Invalid request' } } });
    expect(serverMessage(refused)).toBe('Invalid request');
    const unanswered = await failure(http('/withdrawal', { method: 'POST', body: {} }));
    expect(unanswered.body).toEqual({ errors: { root: { serverError: 'Network error. Please check your connection and try again.' } } });
    // A read keeps the server's body as it came.
    expect((await failure(http('/v2/payout-policy'))).body).toEqual(refusal);
  });

  it('reports a request that got no answer as a network error', async () => {
    const { http } = client({ 'GET /subusers': NETWORK_FAILURE });
    const error = await failure(http('/subusers'));
    expect(isNetworkError(error)).toBe(true);
    expect(error.message).toBe('Network error. Please check your connection and try again.');
    expect(errorMessage(error, { network: 'Network error. Please try again.' })).toBe('Network error. Please try again.');
  });

  it("prefers the server's message over a screen's fallbacks", async () => {
    const { http } = client({ 'GET /a': fail(409, 'Already exists'), 'GET /b': fail(409) });
    expect(errorMessage(await failure(http('/a')), { failed: 'Failed to save' })).toBe('Already exists');
    expect(errorMessage(await failure(http('/b')), { failed: 'Failed to save' })).toBe('Failed to save');
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const { http, network } = client({ 'PUT /merchant/profile': ok({}) });
    const form = new FormData();
    form.append('name', 'Shop');
    await http('/merchant/profile', { method: 'PUT', body: form });
    expect(network.calls[0].headers.has('Content-Type')).toBe(false);
    expect(network.calls[0].body).toBe(form);
  });
});

describe('the sandbox additions (calls in no section 7 table, issue 15)', () => {
  it.each([404, 405])('answers a missing addition (%i) itself afterwards: the gateway is asked once', async (status) => {
    const { http, network } = client({ 'GET /wallet-balance': fail(status) });
    for (let i = 0; i < 3; i++) expect((await failure(http('/wallet-balance'))).status).toBe(status);
    expect(network.requests('GET /wallet-balance')).toHaveLength(1);
  });

  it('asks a gateway without an addition once, also for the calls made before its first answer (two lists of one screen)', async () => {
    const { http, network } = client({ 'GET /v2/payout-addresses': fail(404) });
    const both = [http('/v2/payout-addresses', { query: { sort: '["label","ASC"]' } }), http('/v2/payout-addresses', { query: { filter: '{"status":"active"}' } })];
    expect((await Promise.all(both.map(failure))).map((error) => error.status)).toEqual([404, 404]);
    expect(network.requests('GET /v2/payout-addresses')).toHaveLength(1);
  });

  it('shares what it learned with every client over the same fetch (the entry\'s early requests and the admin app\'s)', async () => {
    const network = createFetchDouble({ 'GET /v2/payment-issues': fail(404) });
    const [early, app] = [0, 1].map(() => createHttpClient({ baseUrl: '/api', fetch: network.fetch, getToken: () => null }));
    expect((await failure(early('/v2/payment-issues'))).status).toBe(404);
    expect((await failure(app('/v2/payment-issues', { query: { range: '[0,24]' } }))).status).toBe(404);
    expect(network.requests('GET /v2/payment-issues')).toHaveLength(1);
    // Another fetch (another test's network) has learned nothing.
    const other = createFetchDouble({ 'GET /v2/payment-issues': fail(404) });
    await failure(createHttpClient({ baseUrl: '/api', fetch: other.fetch, getToken: () => null })('/v2/payment-issues'));
    expect(other.requests('GET /v2/payment-issues')).toHaveLength(1);
  });

  it('sends the calls made meanwhile once the first call of an addition is answered', async () => {
    const { http, network } = client({ 'GET /v2/payout-addresses': { status: 200, body: [] } });
    await Promise.all([http('/v2/payout-addresses'), http('/v2/payout-addresses')]);
    expect(network.requests('GET /v2/payout-addresses')).toHaveLength(2);
  });

  it('remembers per method: a missing GET leaves the PUT of the same path to the gateway', async () => {
    const { http, network } = client({ 'GET /user/notifications/preferences': fail(404), 'PUT /user/notifications/preferences': ok({}) });
    await failure(http('/user/notifications/preferences'));
    await http('/user/notifications/preferences', { method: 'PUT', body: {} });
    expect(network.calls).toHaveLength(2);
  });

  it('asks again after a network failure or a server error, which may pass', async () => {
    const { http, network } = client({ 'GET /auth/session': NETWORK_FAILURE });
    await failure(http('/auth/session'));
    network.on('GET /auth/session', fail(500));
    await failure(http('/auth/session'));
    network.on('GET /auth/session', ok(null));
    await http('/auth/session');
    expect(network.requests('GET /auth/session')).toHaveLength(3);
  });

  it("never remembers a spec call's 404", async () => {
    const { http, network } = client({ 'GET /wallet-service-types/view/x': fail(404) });
    await failure(http('/wallet-service-types/view/x'));
    await failure(http('/wallet-service-types/view/x'));
    expect(network.calls).toHaveLength(2);
  });

  it('remembers only the 405 of an addition with an id in its path (its 404 may be about the record)', async () => {
    const { http, network } = client({ 'PATCH /notifications/n1/read': fail(404), 'PATCH /notifications/n2/read': fail(405) });
    await failure(http('/notifications/n1/read', { method: 'PATCH' }));
    await failure(http('/notifications/n1/read', { method: 'PATCH' }));
    expect(network.requests('PATCH /notifications/n1/read')).toHaveLength(2);
    await failure(http('/notifications/n2/read', { method: 'PATCH' }));
    await failure(http('/notifications/n2/read', { method: 'PATCH' }));
    // The method is missing for every notification, not only this one.
    network.on('PATCH /notifications/n3/read', ok(null));
    expect((await failure(http('/notifications/n3/read', { method: 'PATCH' }))).status).toBe(405);
    expect(network.requests('PATCH /notifications/n2/read')).toHaveLength(1);
    expect(network.requests('PATCH /notifications/n3/read')).toHaveLength(0);
  });

  it.each(EXTENSION_RESOURCES)('remembers a missing /v2/%s collection whatever its query, and only that collection', async (resource) => {
    const other = EXTENSION_RESOURCES.find((name) => name !== resource);
    const { http, network } = client({ [`GET /v2/${resource}`]: fail(404), [`GET /v2/${other}`]: ok([]) });
    await failure(http(`/v2/${resource}?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,24]')}`));
    expect((await failure(http(`/v2/${resource}?range=${encodeURIComponent('[25,49]')}`))).status).toBe(404);
    expect(network.requests(`GET /v2/${resource}`)).toHaveLength(1);
    await http(`/v2/${other}?range=${encodeURIComponent('[0,9]')}`);
    expect(network.requests(`GET /v2/${other}`)).toHaveLength(1);
  });

  it('asks again for an extension record whose 404 is about the record, and remembers a 405 below the collection', async () => {
    const { http, network } = client({ 'GET /v2/webhooks/w1': fail(404), 'POST /v2/webhooks/w1/test': fail(405), 'POST /v2/webhooks/w2/test': ok({}) });
    await failure(http('/v2/webhooks/w1'));
    await failure(http('/v2/webhooks/w1'));
    expect(network.requests('GET /v2/webhooks/w1')).toHaveLength(2);
    await failure(http('/v2/webhooks/w1/test', { method: 'POST', body: {} }));
    expect((await failure(http('/v2/webhooks/w2/test', { method: 'POST', body: {} }))).status).toBe(405);
    expect(network.requests('POST /v2/webhooks/w2/test')).toHaveLength(0);
  });
});
