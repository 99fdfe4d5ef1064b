import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../contract/transactions';
import { bearer, useHarness } from '../test/harness';

/**
 * PostgreSQL builds the list row's JSON and the list call sends that text as it is (issue 17). Its
 * bytes must be exactly what JSON.stringify printed for the row before: numbers without trailing
 * zeros or exponents, times in milliseconds with a Z, strings escaped the same way, the fields in
 * the contract's order. The expected rows below are written out by hand, not derived from the code.
 * (An amount of 1e9 or more may be spelled with more digits than Number() printed: it reads back
 * as the same number, which is what the last-but-one test checks.)
 */
const h = useHarness();

async function merchantWithToken(): Promise<{ merchantId: string; token: string }> {
  const email = `json-${randomUUID()}@example.test`;
  const { rows } = await h.db.query<{ id: string }>(
    `INSERT INTO users (email, name, password_hash, role) VALUES ($1, $1, 'not-a-password-hash', 'merchant') RETURNING id`,
    [email],
  );
  await h.db.query(`INSERT INTO merchants (id, api_key, api_secret_encrypted) VALUES ($1, $2, 'sealed')`, [rows[0].id, `ak_test_${randomUUID()}`]);
  return { merchantId: rows[0].id, token: await h.loginAs(email) };
}

async function insert(merchantId: string, columns: Record<string, unknown>): Promise<string> {
  const row = { merchant_id: merchantId, currency_type: 'USDT-TRC20', transaction_id: `JSON-${randomUUID()}`, updated_at: columns.created_at, ...columns };
  const names = Object.keys(row);
  const { rows } = await h.db.query<{ id: string }>(
    `INSERT INTO transactions (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return rows[0].id;
}

const NO_PERSON = { email: null, username: null, firstName: null, lastName: null, phoneNumber: null };

describe('GET /api/dashboard/transactionList: the answer as text', () => {
  it('is exactly the JSON.stringify text of the rows, for edge amounts, microsecond times and awkward strings', async () => {
    const { merchantId, token } = await merchantWithToken();
    const [depositKey, payoutKey, topupKey] = ['DEP', 'PAY', 'TOP'].map((prefix) => `${prefix}-${randomUUID()}`);
    const text = 'He said "hi" \\ back\nthen\ttabbed \u0001 café 💸 </script> \u2028';
    const deposit = await insert(merchantId, {
      type: 'deposit',
      transaction_id: depositKey,
      status: 'confirmed',
      amount: '0.000001',
      actual_balance: '0.000050',
      fee: '0',
      net_amount: '123456789.120000',
      wallet_address: 'TWallet',
      client_wallet: 'TClient',
      email: 'a"b@example.com',
      username: 'ana',
      first_name: 'Ana',
      last_name: 'Silva',
      phone_number: '+1555',
      reference_id: 'ORD-1',
      description: text,
      invoice_no: 'INV-1',
      transaction_hash: 'abc',
      blockchain_tx_hash: 'def',
      created_at: '2026-03-04T05:06:07.999999Z',
      updated_at: '2026-03-04T05:06:08.000001Z',
      confirmed_at: '2026-03-04T05:06:09Z',
      expires_at: '2026-03-04T05:16:07.5Z',
    });
    const payout = await insert(merchantId, {
      type: 'payout',
      transaction_id: payoutKey,
      status: 'completed',
      amount: '100.000000',
      fee: '1.25',
      net_amount: '98.75',
      client_wallet: 'TPayee',
      admin_notes: 'Paid',
      admin_transfer_tx_hash: 'aa11',
      blockchain_status: 'success',
      created_at: '2026-03-04T05:06:06.123456Z',
      submitted_at: '2026-03-04T05:06:06.123Z',
      updated_at: '2026-03-04T05:07:00Z',
      processed_at: '2026-03-04T05:07:00.000999Z',
    });
    const topup = await insert(merchantId, {
      type: 'topup',
      transaction_id: topupKey,
      status: 'confirmed',
      amount: '999999999.999999',
      actual_balance: '999999999.999999',
      created_at: '2026-03-04T05:06:05Z',
    });

    const deposits: Transaction[] = [
      {
        _id: deposit,
        id: deposit,
        type: 'deposit',
        status: 'confirmed',
        amount: 0.000001,
        displayAmount: 0.00005,
        actualBalance: 0.00005,
        fee: 0,
        netAmount: 123456789.12,
        currencyType: 'USDT-TRC20',
        createdAt: '2026-03-04T05:06:07.999Z',
        submittedAt: null,
        updatedAt: '2026-03-04T05:06:08.000Z',
        processedAt: null,
        confirmedAt: '2026-03-04T05:06:09.000Z',
        expiresAt: '2026-03-04T05:16:07.500Z',
        transactionId: depositKey,
        walletAddress: 'TWallet',
        clientWallet: 'TClient',
        wallet: 'TWallet',
        email: 'a"b@example.com',
        username: 'ana',
        firstName: 'Ana',
        lastName: 'Silva',
        phoneNumber: '+1555',
        referenceId: 'ORD-1',
        description: text,
        adminNotes: null,
        transactionHash: 'abc',
        blockchainTxHash: 'def',
        adminTransferData: null,
        invoiceNo: 'INV-1',
        blockchainData: null,
        verificationData: { actualBalance: 0.00005 },
        paymentStatus: 'Overpaid',
      },
      {
        _id: topup,
        id: topup,
        type: 'topup',
        status: 'confirmed',
        amount: 999999999.999999,
        displayAmount: 999999999.999999,
        actualBalance: 999999999.999999,
        fee: 0,
        netAmount: null,
        currencyType: 'USDT-TRC20',
        createdAt: '2026-03-04T05:06:05.000Z',
        submittedAt: null,
        updatedAt: '2026-03-04T05:06:05.000Z',
        processedAt: null,
        confirmedAt: null,
        expiresAt: null,
        transactionId: topupKey,
        walletAddress: null,
        clientWallet: null,
        wallet: null,
        ...NO_PERSON,
        referenceId: null,
        description: null,
        adminNotes: null,
        transactionHash: null,
        blockchainTxHash: null,
        adminTransferData: null,
        invoiceNo: null,
        blockchainData: null,
        verificationData: { actualBalance: 999999999.999999 },
        paymentStatus: 'Exact Paid',
      },
    ];
    const payouts: Transaction[] = [
      {
        _id: payout,
        id: payout,
        type: 'payout',
        status: 'completed',
        amount: 100,
        displayAmount: 100,
        actualBalance: null,
        fee: 1.25,
        netAmount: 98.75,
        currencyType: 'USDT-TRC20',
        createdAt: '2026-03-04T05:06:06.123Z',
        submittedAt: '2026-03-04T05:06:06.123Z',
        updatedAt: '2026-03-04T05:07:00.000Z',
        processedAt: '2026-03-04T05:07:00.000Z',
        confirmedAt: null,
        expiresAt: null,
        transactionId: payoutKey,
        walletAddress: null,
        clientWallet: 'TPayee',
        wallet: 'TPayee',
        ...NO_PERSON,
        referenceId: null,
        description: null,
        adminNotes: 'Paid',
        transactionHash: null,
        blockchainTxHash: null,
        adminTransferData: { transactionHash: 'aa11' },
        invoiceNo: null,
        blockchainData: { network: 'USDT-TRC20', status: 'success' },
        verificationData: null,
        paymentStatus: null,
      },
    ];

    for (const [type, docs] of [['deposit', deposits], ['payout', payouts]] as const) {
      const response = await h.app.inject({
        method: 'GET',
        url: `/api/dashboard/transactionList?type=${type}&page=1&limit=100`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const data = { docs, page: 1, limit: 100, total: docs.length, totalPages: 1 };
      expect(response.body).toBe(JSON.stringify({ success: true, data }));
    }
  });

  it('sends amounts of 1e9 and more as numbers that read back as Number() of the stored amount', async () => {
    const { merchantId, token } = await merchantWithToken();
    await insert(merchantId, { type: 'payout', status: 'pending', amount: '12345678901234.567891', created_at: new Date() });
    const response = await h.app.inject({ method: 'GET', url: '/api/dashboard/transactionList?type=payout', headers: bearer(token) });
    const [row] = (response.json() as { data: { docs: Transaction[] } }).data.docs;
    expect(row.amount).toBe(Number('12345678901234.567891'));
    expect(row.displayAmount).toBe(Number('12345678901234.567891'));
  });

  it('answers an empty page as an empty array', async () => {
    const { token } = await merchantWithToken();
    const response = await h.app.inject({ method: 'GET', url: '/api/dashboard/transactionList?type=refund', headers: bearer(token) });
    expect(response.body).toBe('{"success":true,"data":{"docs":[],"page":1,"limit":10,"total":0,"totalPages":0}}');
  });
});

describe('GET /api/dashboard/transaction/:id: the row', () => {
  it('is the same object as the list row', async () => {
    const { merchantId, token } = await merchantWithToken();
    const id = await insert(merchantId, {
      type: 'deposit',
      status: 'confirmed',
      amount: '10.5',
      actual_balance: '10.499999',
      created_at: '2026-03-04T05:06:07.123456Z',
    });
    const list = await h.app.inject({ method: 'GET', url: '/api/dashboard/transactionList?type=deposit', headers: bearer(token) });
    const one = await h.app.inject({ method: 'GET', url: `/api/dashboard/transaction/${id}`, headers: bearer(token) });
    const row = (one.json() as { data: Transaction }).data;
    expect(row).toStrictEqual((list.json() as { data: { docs: Transaction[] } }).data.docs[0]);
    expect(row).toMatchObject({ amount: 10.5, actualBalance: 10.499999, paymentStatus: 'Underpaid', createdAt: '2026-03-04T05:06:07.123Z' });
  });
});
