import { describe, expect, it } from 'vitest';
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
        docs: [{ _id: 'tx1', amount: 10 }],
        page: 1,
        limit: 10,
        total: 31,
        totalPages: 4,
      }),
    });
    const result = await dataProvider.getList('transactions', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { type: 'deposit', sort: 'newest' },
    });
    expect(network.calls[0].url).toBe('/api/dashboard/transactionList?page=1&limit=10&type=deposit&sort=newest');
    expect(network.calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(result).toEqual({ data: [{ _id: 'tx1', id: 'tx1', amount: 10 }], total: 31 });
  });

  it('turns pagination.totalPages into page info when no total is given (complaints)', async () => {
    const { dataProvider, network } = provider({
      'GET /refund/merchant': { status: 200, body: { success: true, data: [{ _id: 'c1' }], pagination: { totalPages: 3 } } },
    });
    const result = await dataProvider.getList('complaints', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { sortOrder: 'desc' },
    });
    expect(network.calls[0].url).toBe('/api/refund/merchant?page=2&limit=10&sortOrder=desc');
    expect(result).toEqual({ data: [{ _id: 'c1', id: 'c1' }], pageInfo: { hasNextPage: true, hasPreviousPage: true } });
  });

  it('reads one wallet service type from /wallet-service-types/view/{id}', async () => {
    const { dataProvider, network } = provider({ 'GET /wallet-service-types/view/w%201': ok({ _id: 'w 1', isActive: true }) });
    const { data } = await dataProvider.getOne('walletServiceTypes', { id: 'w 1' });
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
    await expect(dataProvider.getOne('nope', { id: 'x' })).rejects.toThrow('Unknown resource "nope"');
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
