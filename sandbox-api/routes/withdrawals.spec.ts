import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { ethAddressFromBytes, toChecksumAddress, tronAddressFromBytes } from '../../contract/addresses';
import type { Network } from '../../contract/constants';
import { PAYOUT_MESSAGES, type Withdrawal, type WithdrawalListBody } from '../../contract/payouts';
import type { TransactionEvent } from '../../contract/transactions';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';
import { OTHER, TEAM, useListeners } from '../test/listeners';

const h = useHarness();

const bytes = (seed: number) => Uint8Array.from({ length: 20 }, (_, i) => (seed * 31 + i * 7) % 256);
const TRON = tronAddressFromBytes(bytes(1));
const ETH = ethAddressFromBytes(bytes(2));

/** A main merchant of our own with a known balance: one confirmed deposit per network. */
async function merchantWithBalance(balance: Record<Network, number>): Promise<{ id: string; token: string }> {
  const email = `payouts-${randomUUID()}@example.test`;
  const { rows } = await h.db.query<{ id: string }>(
    `INSERT INTO users (email, name, password_hash, role) VALUES ($1, 'Payout Test', 'x', 'merchant') RETURNING id`,
    [email],
  );
  const id = rows[0].id;
  await h.db.query(`INSERT INTO merchants (id, api_key, api_secret_encrypted) VALUES ($1, $2, 'sealed')`, [id, `ak_${randomUUID()}`]);
  for (const [network, amount] of Object.entries(balance)) {
    if (amount === 0) continue;
    await h.db.query(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, actual_balance, net_amount, transaction_id)
       VALUES ($1, 'deposit', 'confirmed', $2, $3, $3, $3, $4)`,
      [id, network, String(amount), `DEP-${randomUUID()}`],
    );
  }
  return { id, token: await h.loginAs(email) };
}

function submit(token: string | null, body: unknown, headers: Record<string, string> = {}) {
  return h.app.inject({
    method: 'POST',
    url: '/api/withdrawal',
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: body as object,
  });
}

async function payoutsOf(merchantId: string) {
  const { rows } = await h.db.query<{ id: string; amount: string }>(
    `SELECT id, amount FROM transactions WHERE merchant_id = $1 AND type = 'payout'`,
    [merchantId],
  );
  return rows;
}

describe('POST /api/withdrawal', () => {
  it('creates a pending payout, answers it and notifies the merchant', async () => {
    const merchant = await merchantWithBalance({ 'USDT-TRC20': 500, 'USDT-ERC20': 0 });
    const response = await submit(merchant.token, { amount: 120.5, merchantWallet: TRON, currencyType: 'USDT-TRC20' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { success: boolean; message: string; data: Withdrawal };
    expect(body.success).toBe(true);
    expect(body.message).toBe(PAYOUT_MESSAGES.created);
    expect(body.data).toMatchObject({ type: 'payout', status: 'pending', amount: 120.5, clientWallet: TRON, currencyType: 'USDT-TRC20' });
    const { rows } = await h.db.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [merchant.id]);
    expect(rows.map((row) => row.title)).toEqual(['Payout requested']);
  });

  it('answers 401 without a session', async () => {
    const response = await submit(null, { amount: 1, merchantWallet: TRON, currencyType: 'USDT-TRC20' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.authRequired });
  });

  it.each(['superops@sandbox.test', 'ops@sandbox.test'])('refuses %s: operation roles cannot create payouts', async (email) => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const before = await payoutsOf(merchantId);
    const response = await submit(await h.loginAs(email), { amount: 1, merchantWallet: TRON, currencyType: 'USDT-TRC20' });
    expect(response.statusCode).toBe(403);
    expect((await payoutsOf(merchantId)).length).toBe(before.length);
  });

  it('lets the Finance Role create a payout on its merchant', async () => {
    const response = await submit(await h.loginAs('finance@sandbox.test'), { amount: 1, merchantWallet: TRON, currencyType: 'USDT-TRC20' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['zero', 0, 'amount: must be a positive number'],
    ['negative', -5, 'amount: must be a positive number'],
    ['a string', '10', 'amount: must be a number'],
    ['missing', undefined, 'amount: is required'],
    ['seven decimals', 1.1234567, 'amount: must have at most 6 decimals'],
    ['float noise', 0.1 + 0.2, 'amount: must have at most 6 decimals'],
    ['too large', 1e13, 'amount: must be at most 1000000000000'],
  ])('refuses an amount that is %s with 400', async (_, amount, message) => {
    const merchant = await merchantWithBalance({ 'USDT-TRC20': 100, 'USDT-ERC20': 0 });
    const response = await submit(merchant.token, { amount, merchantWallet: TRON, currencyType: 'USDT-TRC20' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe(message);
    expect(await payoutsOf(merchant.id)).toEqual([]);
  });

  const badChecksumTron = TRON.slice(0, -1) + (TRON.endsWith('a') ? 'b' : 'a');
  const lower = ETH.toLowerCase();
  // The checksummed address with the case of its first letter flipped.
  const letter = ETH.slice(2).search(/[a-fA-F]/) + 2;
  const flipped = ETH[letter] === ETH[letter].toUpperCase() ? ETH[letter].toLowerCase() : ETH[letter].toUpperCase();
  const badChecksumEth = ETH.slice(0, letter) + flipped + ETH.slice(letter + 1);
  it.each<[Network, string, string]>([
    ['USDT-TRC20', 'an empty wallet', ''],
    ['USDT-TRC20', 'a short address', 'T123'],
    ['USDT-TRC20', 'an ERC20 address', ETH],
    ['USDT-TRC20', 'a broken checksum', badChecksumTron],
    ['USDT-TRC20', 'a non-Base58 character', 'T' + '0'.repeat(33)],
    ['USDT-ERC20', 'a TRC20 address', TRON],
    ['USDT-ERC20', 'a short hex address', '0x1234'],
    ['USDT-ERC20', 'a non-hex character', '0x' + 'g'.repeat(40)],
    ['USDT-ERC20', 'a mixed-case address with a wrong EIP-55 checksum', badChecksumEth],
  ])('refuses on %s %s with 400 and the network named', async (network, _, wallet) => {
    expect(badChecksumEth).not.toBe(toChecksumAddress(lower));
    expect(badChecksumEth.toLowerCase()).toBe(lower);
    const merchant = await merchantWithBalance({ 'USDT-TRC20': 100, 'USDT-ERC20': 100 });
    const response = await submit(merchant.token, { amount: 1, merchantWallet: wallet, currencyType: network });
    expect(response.statusCode).toBe(400);
    const expected = wallet === '' ? 'merchantWallet: is required' : `merchantWallet: ${PAYOUT_MESSAGES.invalidAddress(network)}`;
    expect((response.json() as { message: string }).message).toBe(expected);
    expect(await payoutsOf(merchant.id)).toEqual([]);
  });

  it('accepts an all-lower-case ERC20 address and a checksummed one', async () => {
    const merchant = await merchantWithBalance({ 'USDT-TRC20': 0, 'USDT-ERC20': 100 });
    for (const wallet of [lower, ETH]) {
      const response = await submit(merchant.token, { amount: 1, merchantWallet: wallet, currencyType: 'USDT-ERC20' });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('refuses an amount above the available balance of the network with 409', async () => {
    const merchant = await merchantWithBalance({ 'USDT-TRC20': 100, 'USDT-ERC20': 1000 });
    const response = await submit(merchant.token, { amount: 100.000001, merchantWallet: TRON, currencyType: 'USDT-TRC20' });
    expect(response.statusCode).toBe(409);
    expect((response.json() as { message: string }).message).toBe(`${PAYOUT_MESSAGES.insufficientBalance} (100.00 USDT-TRC20)`);
    expect(await payoutsOf(merchant.id)).toEqual([]);
    const exact = await submit(merchant.token, { amount: 100, merchantWallet: TRON, currencyType: 'USDT-TRC20' });
    expect(exact.statusCode).toBe(201);
  });

  it('never overdraws under N concurrent payouts', async () => {
    const merchant = await merchantWithBalance({ 'USDT-TRC20': 100, 'USDT-ERC20': 0 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submit(merchant.token, { amount: 15, merchantWallet: TRON, currencyType: 'USDT-TRC20' })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 409, 409, 409, 409]);
    const total = (await payoutsOf(merchant.id)).reduce((sum, row) => sum + Number(row.amount), 0);
    expect(total).toBe(90);
  });

  it('makes one payout of a retried submit with the same Idempotency-Key', async () => {
    const merchant = await merchantWithBalance({ 'USDT-TRC20': 100, 'USDT-ERC20': 0 });
    const body = { amount: 40, merchantWallet: TRON, currencyType: 'USDT-TRC20' };
    const key = { 'idempotency-key': randomUUID() };
    const first = await submit(merchant.token, body, key);
    const retry = await submit(merchant.token, body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as { data: Withdrawal }).data._id).toBe((first.json() as { data: Withdrawal }).data._id);
    const racing = { 'idempotency-key': randomUUID() };
    const raced = await Promise.all([submit(merchant.token, body, racing), submit(merchant.token, body, racing)]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect((await payoutsOf(merchant.id)).length).toBe(2);
  });

  it('refuses a reused Idempotency-Key with a different request', async () => {
    const merchant = await merchantWithBalance({ 'USDT-TRC20': 100, 'USDT-ERC20': 0 });
    const key = { 'idempotency-key': randomUUID() };
    await submit(merchant.token, { amount: 10, merchantWallet: TRON, currencyType: 'USDT-TRC20' }, key);
    const other = await submit(merchant.token, { amount: 11, merchantWallet: TRON, currencyType: 'USDT-TRC20' }, key);
    expect(other.statusCode).toBe(409);
    expect((await payoutsOf(merchant.id)).length).toBe(1);
  });
});

describe('POST /api/withdrawal live event (001 section 4)', () => {
  const { clients, arrival, transactionEvents } = useListeners(h);

  async function payoutAs(email: string): Promise<TransactionEvent> {
    const response = await submit(await h.loginAs(email), { amount: 1, merchantWallet: TRON, currencyType: 'USDT-TRC20' });
    expect(response.statusCode, response.body).toBe(201);
    const { _id } = (response.json() as { data: Withdrawal }).data;
    return { type: 'new_transaction', transactionId: _id, status: 'pending', transactionType: 'payout' };
  }

  it('sends new_transaction on transaction-update-{userId} to the merchant and its sub-users, not to the other merchant', async () => {
    const otherId = clients[OTHER].id;
    await h.db.query(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, actual_balance, net_amount, transaction_id)
       VALUES ($1, 'deposit', 'confirmed', 'USDT-TRC20', 50, 50, 50, $2)`,
      [otherId, `DEP-${randomUUID()}`],
    );

    const teamArrivals = TEAM.map(arrival);
    const created = await payoutAs('merchant@sandbox.test');
    expect(await Promise.all(teamArrivals)).toEqual(TEAM.map(() => created));

    // Events on one socket arrive in order: once a socket has a later event, it has had every one
    // before it. The other merchant's own payout, then one more of the team's, close the window.
    const otherArrival = arrival(OTHER);
    const theirs = await payoutAs(OTHER);
    expect(await otherArrival).toEqual(theirs);
    const lastArrivals = TEAM.map(arrival);
    const last = await payoutAs('finance@sandbox.test');
    await Promise.all(lastArrivals);

    expect(transactionEvents(OTHER)).toEqual([[`transaction-update-${otherId}`, theirs]]);
    for (const email of TEAM) {
      const event = `transaction-update-${clients[email].id}`;
      expect(transactionEvents(email), email).toEqual([
        [event, created],
        [event, last],
      ]);
    }
  });
});

describe('GET /api/withdrawal/my-withdrawals', () => {
  const list = (token: string, query = '') =>
    h.app.inject({ method: 'GET', url: `/api/withdrawal/my-withdrawals${query}`, headers: bearer(token) });

  it('answers the merchant\'s payouts newest first, 50 a page, without refunds or other merchants\' rows', async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const response = await list(await h.loginAs('merchant@sandbox.test'), '?page=1&limit=50');
    expect(response.statusCode).toBe(200);
    const body = response.json() as WithdrawalListBody;
    const { rows } = await h.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM transactions WHERE merchant_id = $1 AND type IN ('payout', 'withdrawal', 'withdraw')`,
      [merchantId],
    );
    expect(body).toMatchObject({ success: true, page: 1, limit: 50, total: rows[0].total, totalPages: Math.ceil(rows[0].total / 50) });
    expect(body.data.length).toBe(Math.min(50, rows[0].total));
    expect(body.data.every((row) => row.type !== 'refund')).toBe(true);
    const times = body.data.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const otherId = await h.userId('other@sandbox.test');
    const { rows: theirs } = await h.db.query<{ id: string }>('SELECT id FROM transactions WHERE merchant_id = $1', [otherId]);
    const ids = new Set(body.data.map((row) => row._id));
    expect(theirs.some((row) => ids.has(row.id))).toBe(false);
  });

  it('shows super_operation the history, and refuses operation (403)', async () => {
    expect((await list(await h.loginAs('superops@sandbox.test'))).statusCode).toBe(200);
    const refused = await list(await h.loginAs('ops@sandbox.test'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: ACCESS_DENIED });
  });
});
