import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WalletBalanceData } from '../../contract/walletBalance';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

async function freshMerchant(): Promise<{ id: string; token: string }> {
  const email = `balance-${randomUUID()}@example.test`;
  const { rows } = await h.db.query<{ id: string }>(
    `INSERT INTO users (email, name, password_hash, role) VALUES ($1, 'Balance', 'x', 'merchant') RETURNING id`,
    [email],
  );
  await h.db.query(`INSERT INTO merchants (id, api_key, api_secret_encrypted) VALUES ($1, $2, 'sealed')`, [rows[0].id, `ak_${randomUUID()}`]);
  return { id: rows[0].id, token: await h.loginAs(email) };
}

async function add(merchantId: string, type: string, status: string, network: string, amount: number, minutesAgo: number) {
  await h.db.query(
    `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, net_amount, transaction_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6, now() - $7 * interval '1 minute')`,
    [merchantId, type, status, network, String(amount), `T-${randomUUID()}`, minutesAgo],
  );
}

const get = (token: string) => h.app.inject({ method: 'GET', url: '/api/wallet-balance', headers: bearer(token) });

describe('GET /api/wallet-balance', () => {
  it('answers the balances per network and in total, and the latest changes signed', async () => {
    const merchant = await freshMerchant();
    await add(merchant.id, 'deposit', 'confirmed', 'USDT-TRC20', 100, 30);
    await add(merchant.id, 'deposit', 'confirmed', 'USDT-ERC20', 50, 20);
    await add(merchant.id, 'deposit', 'expired', 'USDT-ERC20', 999, 15);
    await add(merchant.id, 'payout', 'pending', 'USDT-TRC20', 30, 10);
    await add(merchant.id, 'payout', 'completed', 'USDT-TRC20', 20, 5);
    await add(merchant.id, 'payout', 'rejected', 'USDT-TRC20', 999, 1);
    const response = await get(merchant.token);
    expect(response.statusCode).toBe(200);
    const data = (response.json() as { data: WalletBalanceData }).data;
    expect({ total: data.total, available: data.available }).toEqual({ total: 130, available: 100 });
    expect(data.networks.map(({ network, total, available }) => ({ network, total, available }))).toEqual([
      { network: 'USDT-TRC20', total: 80, available: 50 },
      { network: 'USDT-ERC20', total: 50, available: 50 },
    ]);
    expect(data.recentChanges.map((change) => change.change)).toEqual([-20, -30, 50, 100]);
  });

  it('answers 403 to roles without balance-view', async () => {
    for (const email of ['ops@sandbox.test', 'superops@sandbox.test']) {
      expect((await get(await h.loginAs(email))).statusCode).toBe(403);
    }
    expect((await get(await h.loginAs('finance@sandbox.test'))).statusCode).toBe(200);
  });
});
