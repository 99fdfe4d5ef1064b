import { describe, expect, it } from 'vitest';
import type { SortPayload } from 'ra-core';
import { announceSessionEnd, cancelSessionEnd, saveSession } from '../authProvider/session';
import { createFetchDouble, ok, type Handler } from '../src/test/fetchDouble';
import { createHttpClient } from './httpClient';
import { createDataProvider } from './index';

function provider(routes: Record<string, Handler>) {
  const network = createFetchDouble(routes);
  const httpClient = createHttpClient({ baseUrl: '/api', fetch: network.fetch, getToken: () => 'tok' });
  return { dataProvider: createDataProvider({ httpClient }), network };
}

describe('dataProvider', () => {
  it('lists transactions from GET /dashboard/transactionList and adapts the docs page', async () => {
    const { dataProvider, network } = provider({
      'GET /dashboard/transactionList': ok({
        // A payout a loose gateway mixed into the deposits is left out (001 section 4's tab filter).
        docs: [{ _id: 'tx1', type: 'deposit', amount: 10 }, { _id: 'po1', type: 'payout', clientWallet: 'T1', amount: 5 }],
        page: 1,
        limit: 10,
        total: 31,
        totalPages: 4,
      }),
    });
    const result = await dataProvider.getList('transactions', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { type: 'deposit' },
    });
    expect(network.calls[0].url).toBe('/api/dashboard/transactionList?page=1&limit=10&type=deposit&sort=newest');
    expect(network.calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(result).toEqual({ data: [{ _id: 'tx1', id: 'tx1', type: 'deposit', amount: 10 }], total: 31 });
  });

  describe('transactions getList: the exact GET /dashboard/transactionList query (001 section 7)', () => {
    const LIST = 'GET /dashboard/transactionList';
    const emptyPage = ok({ docs: [], page: 1, limit: 10, total: 0, totalPages: 0 });

    const NEWEST = { field: 'createdAt', order: 'DESC' } as const;
    const OLDEST = { field: 'createdAt', order: 'ASC' } as const;
    const UPDATED = { field: 'updatedAt', order: 'DESC' } as const;

    async function urlOf(page: number, perPage: number, filter: Record<string, unknown>, sort: SortPayload = NEWEST) {
      const { dataProvider, network } = provider({ [LIST]: emptyPage });
      await dataProvider.getList('transactions', { pagination: { page, perPage }, sort, filter });
      expect(network.calls).toHaveLength(1);
      return network.calls[0].url;
    }

    const BASE = '/api/dashboard/transactionList';
    it.each([
      ['the Deposits tab', { type: 'deposit' }, `${BASE}?page=1&limit=10&type=deposit&sort=newest`],
      ['the Payouts tab', { type: 'payout' }, `${BASE}?page=1&limit=10&type=payout&sort=newest`],
      ['the Withdraw tab (type refund)', { type: 'refund' }, `${BASE}?page=1&limit=10&type=refund&sort=newest`],
      ['sort oldest', { type: 'deposit' }, `${BASE}?page=1&limit=10&type=deposit&sort=oldest`, OLDEST],
      ['sort updated', { type: 'payout' }, `${BASE}?page=1&limit=10&type=payout&sort=updated`, UPDATED],
      ['filter today', { type: 'deposit', filter: 'today' }, `${BASE}?page=1&limit=10&type=deposit&sort=newest&filter=today`],
      ['filter last7days', { type: 'deposit', filter: 'last7days' }, `${BASE}?page=1&limit=10&type=deposit&sort=newest&filter=last7days`],
      ['filter last30days', { type: 'refund', filter: 'last30days' }, `${BASE}?page=1&limit=10&type=refund&sort=newest&filter=last30days`],
      [
        'a custom range',
        { type: 'deposit', filter: 'custom', startDate: '2026-01-01', endDate: '2026-01-31' },
        `${BASE}?page=1&limit=10&type=deposit&sort=newest&filter=custom&startDate=2026-01-01&endDate=2026-01-31`,
      ],
      ['a status', { type: 'payout', status: 'completed' }, `${BASE}?page=1&limit=10&type=payout&sort=newest&status=completed`],
      [
        'status, date filter and sort together',
        { type: 'deposit', status: 'confirmed', filter: 'today' },
        `${BASE}?page=1&limit=10&type=deposit&sort=oldest&status=confirmed&filter=today`,
        OLDEST,
      ],
      [
        'a custom range with one day set as no date filter (the status stays)',
        { type: 'deposit', status: 'confirmed', filter: 'custom', startDate: '2026-01-01' },
        `${BASE}?page=1&limit=10&type=deposit&sort=newest&status=confirmed`,
      ],
      ['unset values left out', { type: 'deposit', status: null, filter: undefined, startDate: '' }, `${BASE}?page=1&limit=10&type=deposit&sort=newest`],
    ] as Array<[string, Record<string, unknown>, string, SortPayload?]>)('sends %s', async (_, filter, url, sort) => {
      expect(await urlOf(1, 10, filter, sort)).toBe(url);
    });

    it('sends the page and the limit: list pages of 10, export pages of 100', async () => {
      expect(await urlOf(7, 10, { type: 'deposit' })).toBe(`${BASE}?page=7&limit=10&type=deposit&sort=newest`);
      expect(await urlOf(3, 100, { type: 'payout', status: 'pending' })).toBe(
        `${BASE}?page=3&limit=100&type=payout&sort=newest&status=pending`,
      );
    });
  });

  describe('the list adapter (data.docs, data with pagination, plain data array)', () => {
    async function list(body: unknown, page = 1) {
      const { dataProvider } = provider({ 'GET /wallet-service-types/list': { status: 200, body } });
      return dataProvider.getList('wallet-service-types', { pagination: { page, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    }

    it('reads data.docs and its total, and gives each row an id from _id', async () => {
      const body = { success: true, data: { docs: [{ _id: 'a' }, { _id: 'b', id: 'keep' }], page: 2, limit: 10, total: 12, totalPages: 2 } };
      expect(await list(body, 2)).toEqual({ data: [{ _id: 'a', id: 'a' }, { _id: 'b', id: 'keep' }], total: 12 });
    });

    it('counts the docs when the page carries no total', async () => {
      expect(await list({ success: true, data: { docs: [{ _id: 'a' }, { _id: 'b' }] } })).toEqual({
        data: [{ _id: 'a', id: 'a' }, { _id: 'b', id: 'b' }],
        total: 2,
      });
    });

    it('reads pagination.total, then pagination.totalPages or pages as page info', async () => {
      expect(await list({ success: true, data: [{ _id: 'a' }], pagination: { total: 41, pages: 5 } })).toEqual({
        data: [{ _id: 'a', id: 'a' }],
        total: 41,
      });
      expect(await list({ success: true, data: [{ _id: 'a' }], pagination: { pages: 5 } }, 5)).toEqual({
        data: [{ _id: 'a', id: 'a' }],
        pageInfo: { hasNextPage: false, hasPreviousPage: true },
      });
      expect(await list({ success: true, data: [], pagination: { totalPages: 1 } })).toEqual({
        data: [],
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
      });
    });

    it('counts a plain data array without pagination', async () => {
      expect(await list({ success: true, data: [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }] })).toEqual({
        data: [{ _id: 'a', id: 'a' }, { _id: 'b', id: 'b' }, { _id: 'c', id: 'c' }],
        total: 3,
      });
    });

    it('refuses an answer with neither data.docs nor a data array', async () => {
      await expect(list({ success: true, data: { items: [] } })).rejects.toThrow('The list answer has neither data.docs nor a data array');
    });
  });

  it('refunds: pagination.totalPages is the page count (page info and meta.totalPages), as the screen reads it', async () => {
    const { dataProvider, network } = provider({
      'GET /refund/merchant': { status: 200, body: { success: true, data: [{ _id: 'c1' }], pagination: { total: 1, totalPages: 3 } } },
    });
    const result = await dataProvider.getList('refunds', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'submittedAt', order: 'DESC' },
      filter: {},
    });
    expect(network.calls[0].url).toBe('/api/refund/merchant?page=2&limit=10&sortBy=submittedAt&sortOrder=desc');
    expect(result).toEqual({
      data: [{ _id: 'c1', id: 'c1', withdrawalId: { amount: 0, status: '', clientWallet: null } }],
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      meta: { totalPages: 3 },
    });
  });

  describe('react-admin sort and filter as each spec query (001 section 7)', () => {
    const emptyDocs = ok({ docs: [], page: 1, limit: 10, total: 0, totalPages: 0 });

    it.each([
      [{ field: 'createdAt', order: 'DESC' }, 'newest'],
      [{ field: 'createdAt', order: 'ASC' }, 'oldest'],
      [{ field: 'updatedAt', order: 'DESC' }, 'updated'],
    ] as const)('transactions: sort %o is the sort word %s', async (sort, word) => {
      const { dataProvider, network } = provider({ 'GET /dashboard/transactionList': emptyDocs });
      await dataProvider.getList('transactions', { pagination: { page: 2, perPage: 10 }, sort, filter: { type: 'payout', status: 'pending' } });
      expect(network.calls[0].url).toBe(`/api/dashboard/transactionList?page=2&limit=10&type=payout&sort=${word}&status=pending`);
    });

    it.each([
      ['search, status and sort', { search: 'ref-1', status: 'pending' }, { field: 'amount', order: 'ASC' }, 'page=3&limit=10&search=ref-1&status=pending&sortBy=amount&sortOrder=asc'],
      ['status all is no filter', { status: 'all' }, { field: 'updatedAt', order: 'DESC' }, 'page=3&limit=10&sortBy=updatedAt&sortOrder=desc'],
      ['q is the search', { q: 'alice' }, { field: 'title', order: 'DESC' }, 'page=3&limit=10&search=alice&sortBy=title&sortOrder=desc'],
      ['a field the gateway does not sort by sends no sort', {}, { field: 'id', order: 'DESC' }, 'page=3&limit=10'],
    ] as const)('refunds: %s', async (_, filter, sort, query) => {
      const { dataProvider, network } = provider({ 'GET /refund/merchant': ok([]) });
      await dataProvider.getList('refunds', { pagination: { page: 3, perPage: 10 }, sort, filter });
      expect(network.calls[0].url).toBe(`/api/refund/merchant?${query}`);
    });

    it('refunds: the answer to a complaint is PUT /refund/merchant/{id} and keeps the server message', async () => {
      const { dataProvider, network } = provider({ 'PUT /refund/merchant/c1': ok(null, 'Complaint updated successfully') });
      const body = { action: 'approve', status: 'resolved', adminNotes: 'Updated via merchant UI' };
      const { data } = await dataProvider.update('refunds', { id: 'c1', data: body, previousData: { id: 'c1', status: 'pending' } });
      expect(network.calls.map((call) => [call.method, call.url, call.body])).toEqual([['PUT', '/api/refund/merchant/c1', body]]);
      expect(data).toMatchObject({ id: 'c1', status: 'resolved', message: 'Complaint updated successfully' });
    });

    it.each([
      ['a merchant role', 'sub_merchant', '/api/merchant/u1'],
      ['an admin role', 'admin', '/api/merchant/u1/api-credentials'],
      ['the other admin role', 'superadmin', '/api/merchant/u1/api-credentials'],
    ])("profile with meta.role: %s reads its credentials path (001 section 6), the key beside the profile", async (_, role, url) => {
      const answer = { status: 200, body: { success: true, apiKey: 'k', apiSecret: 's', data: { transactionTimer: 15 } } };
      const { dataProvider, network } = provider({ 'GET /merchant/u1': answer, 'GET /merchant/u1/api-credentials': answer });
      const { data } = await dataProvider.getOne('profile', { id: 'u1', meta: { role } });
      expect(network.calls.map((call) => call.url)).toEqual([url]);
      expect(data).toEqual({ id: 'u1', apiKey: 'k', apiSecret: 's', transactionTimer: 15 });
    });

    it('wallet-service-types: page, limit and search; the pagination total', async () => {
      const { dataProvider, network } = provider({
        'GET /wallet-service-types/list': { status: 200, body: { success: true, data: [{ _id: 'w1' }], pagination: { pages: 3, total: 21, page: 2, limit: 10 } } },
      });
      const result = await dataProvider.getList('wallet-service-types', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'ann' } });
      expect(network.calls[0].url).toBe('/api/wallet-service-types/list?page=2&limit=10&search=ann');
      expect(result).toEqual({ data: [{ _id: 'w1', id: 'w1' }], total: 21 });
    });

    it('withdrawals: one page of GET /withdrawal/my-withdrawals, without refunds, total beside data', async () => {
      const { dataProvider, network } = provider({
        'GET /withdrawal/my-withdrawals': {
          status: 200,
          body: { success: true, data: [{ _id: 'p1', type: 'payout' }, { _id: 'r1', type: 'refund' }], page: 1, limit: 50, total: 2, totalPages: 1 },
        },
      });
      const result = await dataProvider.getList('withdrawals', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      expect(network.calls[0].url).toBe('/api/withdrawal/my-withdrawals?page=1&limit=50');
      expect(result.data.map((row) => row.id)).toEqual(['p1']);
    });

    it('withdrawals: the history read whole, 50 a request up to the page count, then paged here; one read for each meta.historyAt', async () => {
      const { dataProvider, network } = provider({
        'GET /withdrawal/my-withdrawals': (request) => {
          const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
          const data = [{ _id: `p${page}`, type: 'payout', amount: String(page * 2.5), createdAt: 1767225600000 + page }, { _id: `r${page}`, type: 'refund' }];
          return { status: 200, body: { success: true, data, pagination: { totalPages: 3 } } };
        },
      });
      const list = (page: number, historyAt: number) =>
        dataProvider.getList('withdrawals', { pagination: { page, perPage: 2 }, sort: { field: 'amount', order: 'DESC' }, filter: {}, meta: { historyAt } });
      const first = await list(1, 1);
      expect(network.calls.map((call) => call.url)).toEqual([1, 2, 3].map((page) => `/api/withdrawal/my-withdrawals?page=${page}&limit=50`));
      expect(first.total).toBe(3);
      expect(first.data.map((row) => [row.id, row.amount, row.createdAt, row.currencyType])).toEqual([
        ['p3', 7.5, '2026-01-01T00:00:00.003Z', 'USDT-TRC20'],
        ['p2', 5, '2026-01-01T00:00:00.002Z', 'USDT-TRC20'],
      ]);
      expect((await list(2, 1)).data.map((row) => row.id)).toEqual(['p1']);
      expect(network.calls).toHaveLength(3);
      await list(2, 2);
      expect(network.calls).toHaveLength(6);
      // A session's end (a logout, an expiry, a 401) drops the history: the same historyAt reads again.
      announceSessionEnd();
      cancelSessionEnd();
      await list(1, 2);
      expect(network.calls).toHaveLength(9);
      // A bare list is one page.
      const bare = provider({ 'GET /withdrawal/my-withdrawals': ok([{ _id: 'p1', type: 'payout', amount: 1 }]) });
      const { data } = await bare.dataProvider.getList('withdrawals', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      expect(data.map((row) => row.id)).toEqual(['p1']);
      expect(bare.network.calls).toHaveLength(1);
    });

    it('subusers: GET /subusers once, then q, status, sort and page over the team', async () => {
      const team = [
        { _id: 'a', name: 'Ann', email: 'ann@x.test', status: 'active', createdAt: '2026-01-03' },
        { _id: 'b', name: 'Bob', email: 'bob@x.test', status: 'blocked', createdAt: '2026-01-02' },
        { _id: 'c', name: 'Cid', email: 'cid@x.test', status: 'active', createdAt: '2026-01-01' },
        { _id: 'd', name: 'Dee', email: 'dee@ann.test', status: 'active', createdAt: '2026-01-04' },
      ];
      const { dataProvider, network } = provider({ 'GET /subusers': ok(team) });
      const list = (params: Parameters<typeof dataProvider.getList>[1]) => dataProvider.getList('subusers', params);
      const byName = await list({ pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'DESC' }, filter: { status: 'active' } });
      expect(byName.data.map((row) => row.id)).toEqual(['d', 'c']);
      expect(byName.total).toBe(3);
      const page2 = await list({ pagination: { page: 2, perPage: 2 }, sort: { field: 'createdAt', order: 'ASC' }, filter: {} });
      expect(page2.data.map((row) => row.id)).toEqual(['a', 'd']);
      const searched = await list({ pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'ANN' } });
      expect(searched.data.map((row) => row.id)).toEqual(['a', 'd']);
      expect(network.calls.map((call) => call.url)).toEqual(['/api/subusers', '/api/subusers', '/api/subusers']);
    });

    it('subusers: a status alone is PATCH /subusers/{id}/status, for one or several', async () => {
      const { dataProvider, network } = provider({
        'PATCH /subusers/a/status': ok(null, 'Status updated'),
        'PATCH /subusers/b/status': ok(null, 'Status updated'),
      });
      await dataProvider.update('subusers', { id: 'a', data: { status: 'blocked' }, previousData: { id: 'a', status: 'active' } });
      await dataProvider.updateMany('subusers', { ids: ['a', 'b'], data: { status: 'inactive' } });
      expect(network.calls.map((call) => [call.method, call.url, call.body])).toEqual([
        ['PATCH', '/api/subusers/a/status', { status: 'blocked' }],
        ['PATCH', '/api/subusers/a/status', { status: 'inactive' }],
        ['PATCH', '/api/subusers/b/status', { status: 'inactive' }],
      ]);
    });

    /** The ip-whitelist resource's calls name the signed-in user, as the authProvider's session holds them. */
    const signIn = (userId: string) => saveSession({ user: { _id: userId, role: 'merchant', email: 'm@x.test', name: 'M', isSubUser: false, parentUser: null }, token: 't' }, false);

    it("ip-whitelist: the signed-in user's list without deleted entries; add, block and remove on its paths", async () => {
      const entries = [
        { _id: 'i1', id: 'i1', ipAddress: '10.0.0.1', type: 'server', status: 'active' },
        { _id: 'i2', id: 'i2', ipAddress: '10.0.0.2', type: 'server', status: 'deleted' },
        { _id: 'i3', id: 'i3', ipAddress: '10.0.0.3', type: 'server', status: 'blocked' },
      ];
      const { dataProvider, network } = provider({
        'GET /ip-whitelist/u%201': ok(entries),
        'POST /ip-whitelist/u%201/add': ok([...entries, { _id: 'i4', ipAddress: '10.0.0.4', type: 'server', status: 'active' }]),
        'POST /ip-whitelist/u%201/update': ok(entries),
      });
      signIn('u 1');
      const list = await dataProvider.getList('ip-whitelist', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      expect(list.data.map((row) => row.id)).toEqual(['i1', 'i3']);
      expect((await dataProvider.create('ip-whitelist', { data: { ip: '10.0.0.4' } })).data.id).toBe('i4');
      await dataProvider.update('ip-whitelist', { id: 'i1', data: { status: 'blocked' }, previousData: entries[0] });
      await dataProvider.delete('ip-whitelist', { id: 'i3', previousData: entries[2] });
      expect(network.calls.map((call) => [call.method, call.url, call.body])).toEqual([
        ['GET', '/api/ip-whitelist/u%201?type=server', undefined],
        ['POST', '/api/ip-whitelist/u%201/add', { ip: '10.0.0.4', type: 'server', status: 'active' }],
        ['POST', '/api/ip-whitelist/u%201/update', { ip: '10.0.0.1', type: 'server', status: 'blocked' }],
        ['POST', '/api/ip-whitelist/u%201/update', { ip: '10.0.0.3', type: 'server', status: 'deleted' }],
      ]);
    });

    it('ip-whitelist: updateMany and deleteMany, which name ids only, find the addresses in one read of the list', async () => {
      const entries = [
        { _id: 'i1', ipAddress: '10.0.0.1', type: 'server', status: 'active' },
        { _id: 'i2', ipAddress: '10.0.0.2', type: 'server', status: 'active' },
        { _id: 'i3', ipAddress: '10.0.0.3', type: 'server', status: 'active' },
      ];
      const { dataProvider, network } = provider({ 'GET /ip-whitelist/u1': ok(entries), 'POST /ip-whitelist/u1/update': ok(entries) });
      signIn('u1');
      await dataProvider.updateMany('ip-whitelist', { ids: ['i1', 'i2'], data: { status: 'blocked' } });
      await dataProvider.deleteMany('ip-whitelist', { ids: ['i3', 'i2'] });
      expect(network.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
      expect(network.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { ip: '10.0.0.1', type: 'server', status: 'blocked' },
        { ip: '10.0.0.2', type: 'server', status: 'blocked' },
        { ip: '10.0.0.3', type: 'server', status: 'deleted' },
        { ip: '10.0.0.2', type: 'server', status: 'deleted' },
      ]);
    });
  });

  it('reads one wallet service type from /wallet-service-types/view/{id}', async () => {
    const { dataProvider, network } = provider({ 'GET /wallet-service-types/view/w%201': ok({ _id: 'w 1', isActive: true }) });
    const { data } = await dataProvider.getOne('wallet-service-types', { id: 'w 1' });
    expect(network.calls[0].url).toBe('/api/wallet-service-types/view/w%201');
    expect(data).toEqual({ _id: 'w 1', id: 'w 1', isActive: true });
  });

  it('creates, updates and deletes sub-users on the spec paths', async () => {
    const { dataProvider, network } = provider({
      'POST /subusers': ok({ _id: 'u1', name: 'Ann' }),
      'PUT /subusers/u1': ok({ _id: 'u1', name: 'Anna' }),
      'DELETE /subusers/u1': ok(null),
    });
    expect((await dataProvider.create('subusers', { data: { name: 'Ann' } })).data.id).toBe('u1');
    expect((await dataProvider.update('subusers', { id: 'u1', data: { name: 'Anna' }, previousData: { id: 'u1' } })).data).toEqual({
      _id: 'u1',
      id: 'u1',
      name: 'Anna',
    });
    await dataProvider.delete('subusers', { id: 'u1', previousData: { id: 'u1' } });
    expect(network.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/subusers',
      'PUT /api/subusers/u1',
      'DELETE /api/subusers/u1',
    ]);
  });

  it('refuses an operation the gateway does not have', async () => {
    const { dataProvider } = provider({});
    await expect(dataProvider.delete('transactions', { id: 'x' })).rejects.toThrow(
      'The gateway has no "delete" call for resource "transactions"',
    );
    // Every call react-admin may make, not only the single ones: none of them reaches the network.
    const { dataProvider: other, network } = provider({});
    await expect(other.getMany('transactions', { ids: ['x'] })).rejects.toThrow('The gateway has no "getMany" call for resource "transactions"');
    await expect(other.deleteMany('refunds', { ids: ['x'] })).rejects.toThrow('The gateway has no "deleteMany" call for resource "refunds"');
    await expect(other.getManyReference('subusers', { target: 'parentUser', id: 'u1', pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow(
      'The gateway has no "getManyReference" call for resource "subusers"',
    );
    expect(network.calls).toEqual([]);
    // An unknown resource is a programming error: the call throws (react-query fails the query with it).
    expect(() => dataProvider.getOne('nope', { id: 'x' })).toThrow('Unknown resource "nope"');
  });

  it('calls the notification endpoints of 000 section 7', async () => {
    const { dataProvider, network } = provider({
      'GET /notifications/stats': ok({ unreadCount: 3 }),
      'GET /notifications': ok([{ _id: 'n1', title: 'Paid', body: null, message: 'x', isRead: false, createdAt: '2026-01-01' }]),
      'PATCH /notifications/read-all': ok(null),
      'DELETE /notifications/n1': ok(null),
    });
    expect(await dataProvider.getNotificationStats()).toEqual({ unreadCount: 3 });
    expect((await dataProvider.getNotifications({ page: 2 }))[0].id).toBe('n1');
    await dataProvider.markAllNotificationsRead();
    await dataProvider.deleteNotification('n1');
    expect(network.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/notifications/stats',
      'GET /api/notifications?page=2&limit=10',
      'PATCH /api/notifications/read-all',
      'DELETE /api/notifications/n1',
    ]);
  });

  it('sends the sign-in calls with the bodies of 000 section 7', async () => {
    const { dataProvider, network } = provider({
      'POST /auth/login': ok({ requiresOTP: true, email: 'a@b.test' }, 'OTP sent to your email. Enter OTP to continue.'),
      'POST /auth/verify-2fa': ok({}),
      'POST /auth/generate-2fa-code': ok(null, 'Code sent to your email'),
      'POST /auth/forgot-password': ok(null),
      'POST /auth/logout': ok(null),
    });
    const answer = await dataProvider.login({ email: 'a@b.test', password: 'pw', otp: '123456', rememberMe: true });
    expect(answer).toEqual({ message: 'OTP sent to your email. Enter OTP to continue.', data: { requiresOTP: true, email: 'a@b.test' } });
    await dataProvider.verify2fa({ code: '654321', userId: 'u1', loginFlow: true });
    expect((await dataProvider.generate2faCode({ userId: 'u1' })).message).toBe('Code sent to your email');
    await dataProvider.forgotPassword({ email: 'a@b.test' });
    await dataProvider.logout();
    expect(network.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/auth/login', { email: 'a@b.test', password: 'pw', otp: '123456', rememberMe: true }],
      ['POST', '/api/auth/verify-2fa', { code: '654321', userId: 'u1', loginFlow: true }],
      ['POST', '/api/auth/generate-2fa-code', { userId: 'u1' }],
      ['POST', '/api/auth/forgot-password', { email: 'a@b.test' }],
      ['POST', '/api/auth/logout', undefined],
    ]);
  });
});
