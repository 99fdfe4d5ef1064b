import { describe, expect, it } from 'vitest';
import { createFetchDouble, ok } from '../src/test/fetchDouble';
import { createHttpClient } from './httpClient';
import { createDashboardApi } from './dashboardApi';

function api(reply = ok({ totalVolume: '10.5', avgTransaction: 3 })) {
  const network = createFetchDouble({ 'GET /dashboard/merchant': reply });
  const http = createHttpClient({ baseUrl: '/api', fetch: network.fetch, getToken: () => 't' });
  return { network, dashboard: createDashboardApi(http) };
}

describe('getMerchantDashboard', () => {
  it('sends the period, and the dates only for a range with both', async () => {
    const { network, dashboard } = api();
    await dashboard.getMerchantDashboard({ filter: 'thisMonth', startDate: '2026-01-01', endDate: '2026-01-31' });
    await dashboard.getMerchantDashboard({ filter: 'range', startDate: '2026-01-01' });
    await dashboard.getMerchantDashboard({ filter: 'range', startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(network.requests('GET /dashboard/merchant').map((request) => request.url)).toEqual([
      '/api/dashboard/merchant?filter=thisMonth',
      '/api/dashboard/merchant?filter=range',
      '/api/dashboard/merchant?filter=range&startDate=2026-01-01&endDate=2026-01-31',
    ]);
  });

  it('reads figures sent as strings, and leaves absent balance fields and series null', async () => {
    const { dashboard } = api();
    expect(await dashboard.getMerchantDashboard({ filter: 'today' })).toEqual({
      totalVolume: 10.5,
      avgTransaction: 3,
      totalAmount: null,
      availableBalance: null,
      feeAmt: null,
      wallet: [],
      recentTransactions: { deposits: [], withdrawals: [] },
      series: null,
    });
  });

  it('keeps the wallets of the two networks only and the rows with their ids', async () => {
    const { dashboard } = api(
      ok({
        totalVolume: 1,
        avgTransaction: 1,
        wallet: [
          { walletNetwork: 'USDT-TRC20', walletAddress: 'T123' },
          { walletNetwork: 'BTC', walletAddress: 'bc1' },
        ],
        recentTransactions: { deposits: [{ _id: 'd1', amount: '5', status: 'pending', createdAt: '2026-01-01' }], withdrawals: [] },
        series: [{ date: '2026-01-01', volume: '7.25' }, { date: 3, volume: 1 }],
      }),
    );
    const data = await dashboard.getMerchantDashboard({ filter: 'today' });
    expect(data.wallet).toEqual([{ walletNetwork: 'USDT-TRC20', walletAddress: 'T123' }]);
    expect(data.recentTransactions.deposits[0]).toMatchObject({ id: 'd1', amount: 5, currencyType: null });
    expect(data.series).toEqual([{ date: '2026-01-01', volume: 7.25 }]);
  });

  it.each([
    [502, null],
    [502, '<html><body>Bad Gateway</body></html>'],
    [500, ''],
  ])('names status %i with body %j "HTTP error! status: {code}" (000 section 8)', async (status, body) => {
    const fetch = (async () => new Response(body, { status, headers: { 'Content-Type': 'text/html' } })) as typeof window.fetch;
    const dashboard = createDashboardApi(createHttpClient({ baseUrl: '/api', fetch, getToken: () => 't' }));
    await expect(dashboard.getMerchantDashboard({ filter: 'today' })).rejects.toMatchObject({ status, message: `HTTP error! status: ${status}` });
  });

  it("keeps the gateway's own message of a failing status", async () => {
    const { dashboard } = api({ status: 502, body: { success: false, message: 'Upstream down' } });
    await expect(dashboard.getMerchantDashboard({ filter: 'today' })).rejects.toMatchObject({ message: 'Upstream down' });
  });
});
