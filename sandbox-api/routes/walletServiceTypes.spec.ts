import { describe, expect, it } from 'vitest';
import type { WalletServiceType } from '../../contract/walletServiceTypes';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

async function get(email: string, url: string) {
  return h.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(await h.loginAs(email)) });
}

describe('wallet service types', () => {
  it('lists the merchant\'s records a page at a time with the 001 section 3 fields', async () => {
    const response = await get('merchant@sandbox.test', '/wallet-service-types/list?page=1&limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(2);
    expect(body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(body.pagination.pages).toBe(Math.ceil(body.pagination.total / 2));
    const record: WalletServiceType = body.data[0];
    expect(record).toMatchObject({ _id: expect.any(String), userId: expect.any(String), userInfo: { fullName: expect.any(String) } });
    expect(record.wallets[0]).toMatchObject({ walletNetwork: expect.stringMatching(/^USDT-/), walletAddress: expect.any(String), totalDeposits: expect.any(Number) });
  });

  it('searches by name, email, phone or end-user id, literally', async () => {
    const all = (await get('merchant@sandbox.test', '/wallet-service-types/list?limit=100')).json().data as WalletServiceType[];
    const target = all[0];
    const byName = await get('merchant@sandbox.test', `/wallet-service-types/list?search=${encodeURIComponent(target.userInfo.fullName)}`);
    expect(byName.json().data.map((record: WalletServiceType) => record._id)).toContain(target._id);
    const byId = await get('merchant@sandbox.test', `/wallet-service-types/list?search=${encodeURIComponent(target.userId)}`);
    expect(byId.json().data.map((record: WalletServiceType) => record._id)).toContain(target._id);
    const wildcard = await get('merchant@sandbox.test', '/wallet-service-types/list?search=%25');
    expect(wildcard.json().pagination.total).toBe(0);
  });

  it('sub-users see their merchant\'s records; another merchant sees none of them', async () => {
    const mine = (await get('merchant@sandbox.test', '/wallet-service-types/list?limit=100')).json();
    expect((await get('ops@sandbox.test', '/wallet-service-types/list?limit=100')).json().pagination.total).toBe(mine.pagination.total);
    const theirs = (await get('other@sandbox.test', '/wallet-service-types/list?limit=100')).json().data as WalletServiceType[];
    const mineIds = new Set(mine.data.map((record: WalletServiceType) => record._id));
    expect(theirs.some((record) => mineIds.has(record._id))).toBe(false);
  });

  it('views one record; another merchant\'s id and a made-up id answer 404', async () => {
    const record = (await get('merchant@sandbox.test', '/wallet-service-types/list?limit=1')).json().data[0] as WalletServiceType;
    const view = await get('merchant@sandbox.test', `/wallet-service-types/view/${record._id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toEqual(record);
    expect((await get('other@sandbox.test', `/wallet-service-types/view/${record._id}`)).statusCode).toBe(404);
    expect((await get('merchant@sandbox.test', '/wallet-service-types/view/nope')).statusCode).toBe(404);
  });

  it('refuses a bad page and needs a session', async () => {
    expect((await get('merchant@sandbox.test', '/wallet-service-types/list?page=0')).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: '/api/wallet-service-types/list' })).statusCode).toBe(401);
  });
});
