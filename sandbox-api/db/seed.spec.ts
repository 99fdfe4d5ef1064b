import { describe, expect, it } from 'vitest';
import { isEthAddress, isTronAddress, isWalletAddress } from '../../contract/addresses';
import type { Network } from '../../contract/constants';
import { createSecretBox } from '../lib/secretBox';
import { createHarness, useHarness } from '../test/harness';
import { DEMO_ACCOUNTS, seed } from './seed';
import type { Db } from './types';

const h = useHarness();

const TABLES = [
  'users', 'merchants', 'wallets', 'transactions', 'complaints', 'notifications', 'ip_whitelist',
  'wallet_service_types', 'wallet_service_type_wallets', 'payment_issues', 'deposit_payments',
];

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) result[table] = (await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n;
  return result;
}

async function merchantId(email: string): Promise<string> {
  return h.userId(email);
}

describe('seed', () => {
  it('creates every demo account of DECISIONS.md section 2', async () => {
    const { rows } = await h.db.query<{ email: string; role: string; parent: string | null; otp: boolean; tfa: boolean }>(
      `SELECT u.email, u.role, p.email AS parent, u.requires_login_otp AS otp,
              (u.two_factor_enabled AND u.two_factor_verified AND u.two_factor_type = 'GOOGLE_AUTH') AS tfa
         FROM users u LEFT JOIN users p ON p.id = u.parent_user_id ORDER BY u.email`,
    );
    expect(rows).toEqual(
      [
        { email: 'finance@sandbox.test', role: 'sub_merchant', parent: 'merchant@sandbox.test', otp: false, tfa: false },
        { email: 'merchant@sandbox.test', role: 'merchant', parent: null, otp: false, tfa: false },
        { email: 'ops@sandbox.test', role: 'operation', parent: 'merchant@sandbox.test', otp: false, tfa: false },
        { email: 'other@sandbox.test', role: 'merchant', parent: null, otp: false, tfa: false },
        { email: 'otp@sandbox.test', role: 'merchant', parent: null, otp: true, tfa: false },
        { email: 'superops@sandbox.test', role: 'super_operation', parent: 'merchant@sandbox.test', otp: false, tfa: false },
        { email: 'totp@sandbox.test', role: 'merchant', parent: null, otp: false, tfa: true },
      ],
    );
    const secret = await h.db.query<{ s: string }>(`SELECT two_factor_secret_encrypted AS s FROM users WHERE email = 'totp@sandbox.test'`);
    expect(createSecretBox(h.config.sessionSecret).decrypt(secret.rows[0].s)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('is idempotent, and recreates only an account that went missing', async () => {
    const before = await counts(h.db);
    expect(await seed(h.db, { secrets: createSecretBox(h.config.sessionSecret) })).toEqual({ created: [] });
    expect(await counts(h.db)).toEqual(before);

    const other = await merchantId('other@sandbox.test');
    const owned = (await h.db.query<{ n: number }>('SELECT count(*) AS n FROM transactions WHERE merchant_id = $1', [other])).rows[0].n;
    await h.db.query(`DELETE FROM users WHERE email = 'other@sandbox.test'`);
    expect(await seed(h.db, { secrets: createSecretBox(h.config.sessionSecret) })).toEqual({ created: ['other@sandbox.test'] });
    const again = await merchantId('other@sandbox.test');
    expect((await h.db.query<{ n: number }>('SELECT count(*) AS n FROM transactions WHERE merchant_id = $1', [again])).rows[0].n).toBe(owned);
    expect(await counts(h.db)).toEqual(before);
  });

  it('gives the main merchant six months of deposits and payouts in every status on both networks', async () => {
    const id = await merchantId('merchant@sandbox.test');
    const { rows } = await h.db.query<{ type: string; status: string; network: string; n: number; oldest: Date; newest: Date }>(
      `SELECT type, status, currency_type AS network, count(*) AS n, min(created_at) AS oldest, max(created_at) AS newest
         FROM transactions WHERE merchant_id = $1 GROUP BY 1, 2, 3`,
      [id],
    );
    const total = (type: string) => rows.filter((row) => row.type === type).reduce((sum, row) => sum + row.n, 0);
    expect(total('deposit')).toBe(1500);
    expect(total('payout')).toBe(300);
    expect(total('refund')).toBeGreaterThan(0);
    const statuses = (type: string) => new Set(rows.filter((row) => row.type === type).map((row) => row.status));
    expect(statuses('deposit')).toEqual(new Set(['initiated', 'confirmed', 'failed', 'expired', 'pending', 'api_failed']));
    expect(statuses('payout')).toEqual(new Set(['pending', 'rejected', 'completed', 'failed']));
    for (const type of ['deposit', 'payout']) {
      expect(new Set(rows.filter((row) => row.type === type).map((row) => row.network))).toEqual(new Set(['USDT-TRC20', 'USDT-ERC20']));
    }
    const oldest = Math.min(...rows.map((row) => row.oldest.getTime()));
    const newest = Math.max(...rows.map((row) => row.newest.getTime()));
    const days = (ms: number) => ms / 86_400_000;
    expect(days(h.seededAt.getTime() - oldest)).toBeGreaterThan(170);
    expect(days(h.seededAt.getTime() - oldest)).toBeLessThanOrEqual(181);
    expect(newest).toBeLessThanOrEqual(h.seededAt.getTime());
    expect(days(h.seededAt.getTime() - newest)).toBeLessThan(1);
  });

  it('has confirmed deposits paid exactly, over and under, with exact money', async () => {
    const { rows } = await h.db.query<{ exact: number; over: number; under: number; amount: string }>(
      `SELECT count(*) FILTER (WHERE actual_balance = amount) AS exact,
              count(*) FILTER (WHERE actual_balance > amount) AS over,
              count(*) FILTER (WHERE actual_balance < amount) AS under,
              min(amount)::text AS amount
         FROM transactions WHERE type = 'deposit' AND status = 'confirmed' AND merchant_id = $1`,
      [await merchantId('merchant@sandbox.test')],
    );
    expect(rows[0].exact).toBeGreaterThan(0);
    expect(rows[0].over).toBeGreaterThan(0);
    expect(rows[0].under).toBeGreaterThan(0);
    expect(rows[0].amount).toMatch(/^\d+\.\d{6}$/);
  });

  it('opens a payment issue for each over- and underpaid deposit, with its payment: the recent ones open, older ones accepted with a note', async () => {
    const merchant = await merchantId('merchant@sandbox.test');
    const { rows: mismatched } = await h.db.query<{ id: string }>(
      `SELECT id FROM transactions WHERE merchant_id = $1 AND type = 'deposit' AND status = 'confirmed' AND actual_balance <> amount ORDER BY id`,
      [merchant],
    );
    const { rows: issues } = await h.db.query<{ deposit_id: string; kind: string; status: string; resolution: string | null; note: string | null; resolved_by: string | null; agrees: boolean; paid: boolean }>(
      `SELECT i.deposit_id, i.kind, i.status, i.resolution, i.note, i.resolved_by,
              i.expected = t.amount AND i.received = t.actual_balance AND i.kind = CASE WHEN t.actual_balance < t.amount THEN 'underpaid' ELSE 'overpaid' END
                AND i.created_at = t.confirmed_at AND (i.resolved_at IS NULL OR i.resolved_at >= i.created_at) AS agrees,
              (SELECT sum(p.amount) FROM deposit_payments p WHERE p.deposit_id = t.id) = t.actual_balance AS paid
         FROM payment_issues i JOIN transactions t ON t.id = i.deposit_id WHERE i.merchant_id = $1 ORDER BY i.deposit_id`,
      [merchant],
    );
    expect(issues.map((issue) => issue.deposit_id)).toEqual(mismatched.map((row) => row.id));
    expect(issues.every((issue) => issue.agrees && issue.paid)).toBe(true);
    const open = issues.filter((issue) => issue.status === 'open');
    const accepted = issues.filter((issue) => issue.resolution === 'accepted');
    expect(open.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(open.length);
    expect(open.length + accepted.length).toBe(issues.length);
    expect(accepted.every((issue) => issue.note && issue.resolved_by === merchant)).toBe(true);
    expect(new Set(issues.map((issue) => issue.kind))).toEqual(new Set(['underpaid', 'overpaid']));
  });

  it('never pays out more than it received, per network', async () => {
    const { rows } = await h.db.query<{ merchant_id: string; network: Network; credit: string; debit: string }>(
      `SELECT merchant_id, currency_type AS network,
              coalesce(sum(net_amount) FILTER (WHERE type = 'deposit' AND status = 'confirmed'), 0)::text AS credit,
              coalesce(sum(amount) FILTER (WHERE type IN ('payout', 'refund') AND status IN ('pending', 'completed')), 0)::text AS debit
         FROM transactions GROUP BY 1, 2`,
    );
    for (const row of rows) expect(Number(row.credit)).toBeGreaterThanOrEqual(Number(row.debit));
  });

  it('uses valid addresses and hashes for each network', async () => {
    const wallets = await h.db.query<{ network: Network; address: string }>('SELECT network, address FROM wallets');
    expect(wallets.rows.length).toBe(2 * DEMO_ACCOUNTS.filter((account) => account.merchant).length);
    for (const { network, address } of wallets.rows) expect(isWalletAddress(network, address), address).toBe(true);

    const { rows } = await h.db.query<{ network: Network; wallet_address: string | null; client_wallet: string | null; transaction_hash: string | null }>(
      'SELECT currency_type AS network, wallet_address, client_wallet, transaction_hash FROM transactions',
    );
    for (const row of rows) {
      const address = row.wallet_address ?? row.client_wallet;
      expect(address && isWalletAddress(row.network, address), `${row.network} ${address}`).toBe(true);
      if (row.transaction_hash) {
        expect(row.transaction_hash).toMatch(row.network === 'USDT-TRC20' ? /^[0-9a-f]{64}$/ : /^0x[0-9a-f]{64}$/);
      }
    }
    expect(rows.some((row) => row.wallet_address && isTronAddress(row.wallet_address))).toBe(true);
    expect(rows.some((row) => row.wallet_address && isEthAddress(row.wallet_address) && /[A-F]/.test(row.wallet_address))).toBe(true);
  });

  it('gives complaints in every status, some about pending withdrawals of the same merchant', async () => {
    const { rows } = await h.db.query<{ status: string; withdrawal_status: string; same: boolean }>(
      `SELECT c.status, t.status AS withdrawal_status, c.merchant_id = t.merchant_id AS same
         FROM complaints c JOIN transactions t ON t.id = c.withdrawal_id WHERE c.merchant_id = $1`,
      [await merchantId('merchant@sandbox.test')],
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['pending', 'in-progress', 'resolved', 'rejected', 'approved', 'completed']));
    expect(rows.some((row) => row.status === 'pending' && row.withdrawal_status === 'pending')).toBe(true);
    expect(rows.every((row) => row.same)).toBe(true);
  });

  it('gives the merchant credentials, a whitelisted server IP, wallet service types, and read and unread notifications', async () => {
    const id = await merchantId('merchant@sandbox.test');
    const merchant = await h.db.query<{ api_key: string; api_secret_encrypted: string; max_auto_withdraw_amount: string; transaction_timer: number }>(
      'SELECT api_key, api_secret_encrypted, max_auto_withdraw_amount::text, transaction_timer FROM merchants WHERE id = $1',
      [id],
    );
    expect(merchant.rows[0].api_key).toMatch(/^ak_sandbox_[a-z0-9]{24}$/);
    expect(createSecretBox(h.config.sessionSecret).decrypt(merchant.rows[0].api_secret_encrypted)).toMatch(/^sk_sandbox_\w{40}$/);
    expect(merchant.rows[0].max_auto_withdraw_amount).toBe('100.000000');
    expect(merchant.rows[0].transaction_timer).toBe(10);

    const ips = await h.db.query('SELECT ip_address, status FROM ip_whitelist WHERE merchant_id = $1 AND status = $2', [id, 'active']);
    expect(ips.rows).toEqual([{ ip_address: '203.0.113.10', status: 'active' }]);

    const types = await h.db.query<{ n: number; wallets: number }>(
      `SELECT count(DISTINCT t.id) AS n, count(w.id) AS wallets FROM wallet_service_types t
         LEFT JOIN wallet_service_type_wallets w ON w.service_type_id = t.id WHERE t.merchant_id = $1`,
      [id],
    );
    expect(types.rows[0].n).toBe(12);
    expect(types.rows[0].wallets).toBeGreaterThan(12);

    const notes = await h.db.query<{ is_read: boolean; n: number }>(
      'SELECT is_read, count(*) AS n FROM notifications WHERE user_id = $1 GROUP BY 1 ORDER BY 1',
      [id],
    );
    expect(notes.rows).toEqual([
      { is_read: false, n: 8 },
      { is_read: true, n: 22 },
    ]);
  });

  it('gives other@ data of its own', async () => {
    const id = await merchantId('other@sandbox.test');
    const { rows } = await h.db.query<{ type: string; n: number }>(
      'SELECT type, count(*) AS n FROM transactions WHERE merchant_id = $1 GROUP BY 1 ORDER BY 1',
      [id],
    );
    expect(rows).toEqual([
      { type: 'deposit', n: 200 },
      { type: 'payout', n: 40 },
      { type: 'refund', n: 6 },
    ]);
    const complaints = await h.db.query<{ n: number }>('SELECT count(*) AS n FROM complaints WHERE merchant_id = $1', [id]);
    expect(complaints.rows[0].n).toBe(6);
  });

  it('is deterministic: the same moment gives the same data', async () => {
    const digest = async (db: Db) =>
      (
        await db.query<{ digest: string }>(
          `SELECT md5(string_agg(t.type || t.status || t.amount::text || t.created_at::text || coalesce(t.wallet_address, t.client_wallet), ','
                                  ORDER BY t.created_at, t.transaction_id)) AS digest
             FROM transactions t JOIN users u ON u.id = t.merchant_id WHERE u.email = 'merchant@sandbox.test'`,
        )
      ).rows[0].digest;
    const second = await createHarness({ seed: false });
    try {
      await seed(second.db, { secrets: createSecretBox(second.config.sessionSecret), now: h.seededAt });
      expect(await digest(second.db)).toBe(await digest(h.db));
    } finally {
      await second.close();
    }
  });
});
