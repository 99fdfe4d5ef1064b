import { ethAddressFromBytes, tronAddressFromBytes } from '../../contract/addresses';
import type { Network } from '../../contract/constants';
import type { Prng } from '../lib/prng';

/**
 * Realistic demo rows for one merchant, generated from a seeded PRNG with dates relative to `now`.
 * Pure: no database here, only rows named like the table columns, which db/seed.ts inserts in bulk.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

const FIRST_NAMES = ['Amara', 'Liam', 'Chen', 'Sofia', 'Mateo', 'Aisha', 'Noah', 'Yuki', 'Elena', 'Kwame', 'Priya', 'Lucas', 'Fatima', 'Jonas', 'Mei', 'Diego', 'Hana', 'Ravi', 'Zara', 'Tomasz'];
const LAST_NAMES = ['Okafor', 'Novak', 'Wang', 'Rossi', 'Garcia', 'Khan', 'Smith', 'Tanaka', 'Petrova', 'Mensah', 'Sharma', 'Silva', 'Haddad', 'Berg', 'Lin', 'Torres', 'Kim', 'Iyer', 'Ahmed', 'Kowalski'];
const DESCRIPTIONS = ['Online order', 'Subscription renewal', 'Invoice payment', 'Top-up of game credits', 'Marketplace purchase', 'Annual licence'];
const REJECT_NOTES = [
  'Rejected: destination wallet failed compliance screening',
  'Rejected: amount exceeds the daily payout limit',
  'Rejected: duplicate of an earlier request',
];
const FAIL_NOTES = [
  'Broadcast failed: the hot wallet lacked energy for the network fee',
  'Broadcast failed: the node timed out; resubmit the payout',
];
const API_FAILED_NOTES = ['Merchant callback failed: the endpoint answered 500', 'Merchant callback failed: the endpoint timed out'];
const COMPLAINT_TITLES = [
  'Payout not received after 24 hours',
  'Amount received is lower than requested',
  'Please cancel this payout',
  'Payout sent to the wrong network',
  'Duplicate payout request',
  'Customer asks for a refund of this withdrawal',
];

/** Older deposits are settled one way or the other; the few open ones (initiated, pending) are recent. */
export const DEPOSIT_STATUS_WEIGHTS = { confirmed: 70, expired: 17, failed: 9, api_failed: 4 } as const;
const OPEN_DEPOSITS = { initiated: 2, pending: 4 } as const;
export const PAYOUT_STATUS_WEIGHTS = { completed: 62, pending: 14, rejected: 12, failed: 12 } as const;
export const COMPLAINT_STATUSES = ['pending', 'in-progress', 'resolved', 'rejected', 'approved', 'completed'] as const;

/** Flat network fees of a payout, in USDT. */
const PAYOUT_FEE: Record<Network, number> = { 'USDT-TRC20': 1, 'USDT-ERC20': 4.5 };
const DEPOSIT_FEE_RATE = 0.01;

export interface MerchantDataPlan {
  merchantId: string;
  /** Users who may appear as creators of payouts (the main merchant, the finance sub-user). */
  payoutCreators: string[];
  /** A short code for invoice numbers, e.g. BHC. */
  code: string;
  deposits: number;
  payouts: number;
  refunds: number;
  complaints: number;
  walletServiceTypes: number;
  transactionTimerMinutes: number;
}

export type Row = Record<string, string | number | boolean | null>;

const iso = (ms: number) => new Date(ms).toISOString();
const money = (value: number) => value.toFixed(2);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A v4 UUID from PRNG bytes, so the demo rows are the same on every machine. */
export function prngUuid(prng: Prng): string {
  const bytes = prng.bytes(16);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function walletAddress(prng: Prng, network: Network): string {
  const accountId = prng.bytes(20);
  return network === 'USDT-TRC20' ? tronAddressFromBytes(accountId) : ethAddressFromBytes(accountId);
}

/** Tron transaction ids are 64 hex characters; Ethereum hashes carry the 0x prefix. */
export function transactionHash(prng: Prng, network: Network): string {
  const hex = prng.hex(64);
  return network === 'USDT-TRC20' ? hex : `0x${hex}`;
}

/** Amounts people actually pay: mostly log-spread, some round figures. */
function amountBetween(prng: Prng, min: number, max: number): number {
  if (prng.chance(0.25)) return prng.pick([10, 25, 50, 100, 150, 250, 500, 1000].filter((n) => n >= min && n <= max));
  return round2(Math.exp(Math.log(min) + prng.next() * (Math.log(max) - Math.log(min))));
}

function network(prng: Prng): Network {
  return prng.chance(0.6) ? 'USDT-TRC20' : 'USDT-ERC20';
}

function payer(prng: Prng, index: number) {
  const first = prng.pick(FIRST_NAMES);
  const last = prng.pick(LAST_NAMES);
  return {
    first_name: first,
    last_name: last,
    username: `${first.toLowerCase()}${last.toLowerCase().slice(0, 3)}${index % 97}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${index % 89}@example.com`,
    phone_number: `+1 202 555 ${String(prng.int(100, 199)).padStart(4, '0')}`,
  };
}

function baseTransaction(prng: Prng, plan: MerchantDataPlan, type: string, net: Network, createdAt: number): Row {
  return {
    id: prngUuid(prng),
    merchant_id: plan.merchantId,
    type,
    currency_type: net,
    transaction_id: `${type === 'deposit' ? 'DEP' : type === 'refund' ? 'RFD' : 'PAY'}-${prng.text(12)}`,
    created_at: iso(createdAt),
    submitted_at: null,
    processed_at: null,
    confirmed_at: null,
    expires_at: null,
    actual_balance: null,
    fee: '0',
    net_amount: null,
    wallet_address: null,
    client_wallet: null,
    email: null,
    username: null,
    first_name: null,
    last_name: null,
    phone_number: null,
    reference_id: null,
    description: null,
    admin_notes: null,
    invoice_no: null,
    transaction_hash: null,
    blockchain_tx_hash: null,
    admin_transfer_tx_hash: null,
    blockchain_status: null,
    created_by: null,
  };
}

/**
 * Deposits spread over six months, a dozen of them in the last day. Every deposit status occurs;
 * confirmed ones are mostly exact, some overpaid and some underpaid. Initiated and pending ones are
 * recent, as they would be on a live gateway (older ones would have expired).
 */
export function deposits(prng: Prng, plan: MerchantDataPlan, now: number): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < plan.deposits; i++) {
    const status: string =
      i < OPEN_DEPOSITS.initiated
        ? 'initiated'
        : i < OPEN_DEPOSITS.initiated + OPEN_DEPOSITS.pending
          ? 'pending'
          : prng.weighted(DEPOSIT_STATUS_WEIGHTS);
    const age =
      status === 'initiated'
        ? prng.int(1, plan.transactionTimerMinutes - 1) * MINUTE
        : status === 'pending'
          ? prng.int(2, 50) * MINUTE
          : i < 15
            ? prng.int(60, 23 * 60) * MINUTE
            : prng.int(1, 180 * 24) * HOUR - prng.int(0, 59) * MINUTE;
    const createdAt = now - age;
    const net = network(prng);
    const amount = amountBetween(prng, 5, 5000);
    const reference = `ORD-${new Date(createdAt).toISOString().slice(0, 10).replace(/-/g, '')}-${prng.int(1000, 9999)}`;
    const row: Row = {
      ...baseTransaction(prng, plan, 'deposit', net, createdAt),
      ...payer(prng, i),
      status,
      amount: money(amount),
      wallet_address: walletAddress(prng, net),
      reference_id: reference,
      description: `${prng.pick(DESCRIPTIONS)} ${reference}`,
      invoice_no: `INV-${plan.code}-${String(100000 + i)}`,
      expires_at: iso(createdAt + plan.transactionTimerMinutes * MINUTE),
      updated_at: iso(createdAt),
    };
    if (status === 'confirmed') {
      const kind = prng.weighted({ exact: 84, over: 8, under: 8 });
      const actual =
        kind === 'exact' ? amount : kind === 'over' ? round2(amount * (1 + 0.005 + prng.next() * 0.1)) : round2(amount * (0.8 + prng.next() * 0.19));
      const fee = round2(actual * DEPOSIT_FEE_RATE);
      const confirmedAt = Math.min(now, createdAt + prng.int(1, plan.transactionTimerMinutes - 1) * MINUTE);
      const hash = transactionHash(prng, net);
      Object.assign(row, {
        actual_balance: money(actual),
        fee: money(fee),
        net_amount: money(actual - fee),
        confirmed_at: iso(confirmedAt),
        processed_at: iso(confirmedAt),
        updated_at: iso(confirmedAt),
        transaction_hash: hash,
        blockchain_tx_hash: hash,
        blockchain_status: 'success',
      });
    } else if (status === 'expired') {
      row.updated_at = row.expires_at;
    } else if (status === 'failed' || status === 'api_failed') {
      const hash = transactionHash(prng, net);
      const updated = Math.min(now, createdAt + prng.int(2, 30) * MINUTE);
      Object.assign(row, {
        updated_at: iso(updated),
        processed_at: iso(updated),
        transaction_hash: status === 'api_failed' ? hash : null,
        blockchain_tx_hash: status === 'api_failed' ? hash : null,
        blockchain_status: status === 'failed' ? 'failed' : 'success',
        admin_notes: status === 'api_failed' ? prng.pick(API_FAILED_NOTES) : 'Payment not found on chain before the link expired',
      });
    } else if (status === 'pending') {
      const hash = transactionHash(prng, net);
      Object.assign(row, { transaction_hash: hash, blockchain_tx_hash: hash });
    }
    rows.push(row);
  }
  return rows;
}

/** Payment issues younger than this are still open in the demo; older ones were accepted. */
const OPEN_ISSUE_DAYS = 10;
const ACCEPT_NOTES = [
  'Customer confirmed the amount by email; order shipped',
  'Small difference, accepted to keep the customer',
  'Extra kept as credit for the next order, as agreed with the customer',
  'Exchange fee on the payer\'s side; accepted',
];

/**
 * Payments that need attention (issue 29) for the over- and underpaid confirmed deposits, as the
 * gateway would have opened them at each confirmation, with the one payment each received: the
 * recent ones still open, older ones accepted as paid by `resolver` (the main merchant) with a note
 * within a day or two. Called after every other table's rows, so the PRNG's earlier draws and the
 * rows they made stay as they were.
 */
export function paymentIssues(prng: Prng, depositRows: Row[], now: number, resolver: { id: string; email: string }): { issues: Row[]; payments: Row[] } {
  const issues: Row[] = [];
  const payments: Row[] = [];
  for (const deposit of depositRows) {
    if (deposit.status !== 'confirmed' || Number(deposit.actual_balance) === Number(deposit.amount)) continue;
    const confirmedAt = Date.parse(String(deposit.confirmed_at));
    const open = now - confirmedAt < OPEN_ISSUE_DAYS * DAY;
    const resolvedAt = Math.min(now, confirmedAt + prng.int(1, 48) * HOUR);
    issues.push({
      id: prngUuid(prng),
      merchant_id: deposit.merchant_id,
      deposit_id: deposit.id,
      kind: Number(deposit.actual_balance) < Number(deposit.amount) ? 'underpaid' : 'overpaid',
      currency_type: deposit.currency_type,
      expected: deposit.amount,
      received: deposit.actual_balance,
      status: open ? 'open' : 'resolved',
      resolution: open ? null : 'accepted',
      note: open ? null : prng.pick(ACCEPT_NOTES),
      resolved_by: open ? null : resolver.id,
      resolved_by_email: open ? null : resolver.email,
      resolved_at: open ? null : iso(resolvedAt),
      created_at: deposit.confirmed_at,
    });
    payments.push({
      id: prngUuid(prng),
      merchant_id: deposit.merchant_id,
      deposit_id: deposit.id,
      amount: deposit.actual_balance,
      transaction_hash: deposit.transaction_hash,
      created_at: deposit.confirmed_at,
    });
  }
  return { issues, payments };
}

/** Sum of confirmed deposits' net amounts per network: what payouts and refunds may spend. */
export function creditsByNetwork(depositRows: Row[]): Record<Network, number> {
  const credits: Record<Network, number> = { 'USDT-TRC20': 0, 'USDT-ERC20': 0 };
  for (const row of depositRows) {
    if (row.status === 'confirmed') credits[row.currency_type as Network] += Number(row.net_amount);
  }
  return credits;
}

/**
 * Payouts (type payout) and refunds (type refund) in every status, to a few recurring merchant
 * wallets. Amounts are scaled per network so money paid out or on its way never exceeds 70% of
 * what was received: the seeded balances are positive and add up.
 */
export function payoutsAndRefunds(prng: Prng, plan: MerchantDataPlan, now: number, credits: Record<Network, number>): Row[] {
  const ownWallets: Record<Network, string[]> = {
    'USDT-TRC20': Array.from({ length: 4 }, () => walletAddress(prng, 'USDT-TRC20')),
    'USDT-ERC20': Array.from({ length: 4 }, () => walletAddress(prng, 'USDT-ERC20')),
  };
  const rows: Row[] = [];
  const total = plan.payouts + plan.refunds;
  for (let i = 0; i < total; i++) {
    const isRefund = i >= plan.payouts;
    const status = i < 6 ? 'pending' : prng.weighted(PAYOUT_STATUS_WEIGHTS);
    const age = status === 'pending' ? prng.int(10, 7 * 24 * 60) * MINUTE : prng.int(2, 178 * 24) * HOUR;
    const createdAt = now - age;
    const net = network(prng);
    const amount = isRefund ? amountBetween(prng, 5, 300) : amountBetween(prng, 50, 8000);
    const fee = PAYOUT_FEE[net];
    const processedAt = Math.min(now, createdAt + prng.int(10, 36 * 60) * MINUTE);
    const row: Row = {
      ...baseTransaction(prng, plan, isRefund ? 'refund' : 'payout', net, createdAt),
      status,
      amount: money(amount),
      fee: money(fee),
      net_amount: money(amount - fee),
      client_wallet: isRefund ? walletAddress(prng, net) : prng.pick(ownWallets[net]),
      submitted_at: iso(createdAt),
      updated_at: iso(status === 'pending' ? createdAt : processedAt),
      invoice_no: `${isRefund ? 'RF' : 'PO'}-${plan.code}-${String(10000 + i)}`,
      description: isRefund ? 'Refund to customer' : 'Settlement to merchant wallet',
      created_by: isRefund ? null : prng.pick(plan.payoutCreators),
    };
    if (status === 'completed') {
      const hash = transactionHash(prng, net);
      Object.assign(row, {
        processed_at: iso(processedAt),
        transaction_hash: hash,
        blockchain_tx_hash: hash,
        admin_transfer_tx_hash: hash,
        blockchain_status: 'success',
      });
    } else if (status === 'rejected') {
      Object.assign(row, { processed_at: iso(processedAt), admin_notes: prng.pick(REJECT_NOTES) });
    } else if (status === 'failed') {
      const hash = prng.chance(0.5) ? transactionHash(prng, net) : null;
      Object.assign(row, {
        processed_at: iso(processedAt),
        admin_notes: prng.pick(FAIL_NOTES),
        transaction_hash: hash,
        blockchain_tx_hash: hash,
        blockchain_status: 'failed',
      });
    }
    rows.push(row);
  }
  scaleToCredits(rows, credits);
  return rows;
}

function scaleToCredits(rows: Row[], credits: Record<Network, number>): void {
  for (const net of Object.keys(credits) as Network[]) {
    const spending = rows.filter((row) => row.currency_type === net && (row.status === 'completed' || row.status === 'pending'));
    const spent = spending.reduce((sum, row) => sum + Number(row.amount), 0);
    const budget = credits[net] * 0.7;
    if (spent <= budget || spent === 0) continue;
    const factor = budget / spent;
    for (const row of rows.filter((candidate) => candidate.currency_type === net)) {
      const amount = Math.max(round2(Number(row.amount) * factor), PAYOUT_FEE[net] + 1);
      row.amount = money(amount);
      row.net_amount = money(amount - Number(row.fee));
    }
  }
}

/**
 * Complaints about payouts, in every status. The first ones are about pending payouts, which the
 * merchant can still approve or reject; the rest are about processed ones.
 */
export function complaints(prng: Prng, plan: MerchantDataPlan, now: number, payoutRows: Row[]): Row[] {
  const payouts = payoutRows.filter((row) => row.type === 'payout');
  const pending = payouts.filter((row) => row.status === 'pending');
  const processed = payouts.filter((row) => row.status !== 'pending');
  const rows: Row[] = [];
  for (let i = 0; i < plan.complaints; i++) {
    const status = i < Math.min(5, pending.length) ? 'pending' : COMPLAINT_STATUSES[i % COMPLAINT_STATUSES.length];
    const withdrawal = status === 'pending' && i < pending.length ? pending[i] : processed[(i * 7) % processed.length];
    const createdAt = Date.parse(String(withdrawal.created_at));
    const submittedAt = Math.min(now - MINUTE, createdAt + prng.int(30, 48 * 60) * MINUTE);
    const settled = status === 'resolved' || status === 'rejected' || status === 'completed' || status === 'approved';
    rows.push({
      id: prngUuid(prng),
      merchant_id: plan.merchantId,
      withdrawal_id: String(withdrawal.id),
      title: COMPLAINT_TITLES[i % COMPLAINT_TITLES.length],
      description: `Ticket about payout ${String(withdrawal.transaction_id)} of ${String(withdrawal.amount)} USDT.`,
      status,
      admin_notes: settled ? (status === 'rejected' ? 'The payout reached the requested wallet; see the transaction hash.' : 'Checked with the payer and settled.') : null,
      submitted_at: iso(submittedAt),
      created_at: iso(submittedAt),
      updated_at: iso(settled ? Math.min(now, submittedAt + prng.int(1, 72) * HOUR) : submittedAt),
    });
  }
  return rows;
}

const NOTIFICATION_KINDS = [
  { type: 'deposit_confirmed', title: 'Deposit confirmed', text: (n: string, net: string) => `${n} USDT received on ${net}.` },
  { type: 'payout_status', title: 'Payout completed', text: (n: string, net: string) => `Your payout of ${n} USDT on ${net} was sent.` },
  { type: 'payout_status', title: 'Payout rejected', text: (n: string) => `Your payout of ${n} USDT was rejected. See the admin notes.` },
  { type: 'complaint_update', title: 'Complaint updated', text: () => 'A withdrawal complaint changed status.' },
] as const;

/** A user's notifications over the last two weeks, the newest `unread` of them unread. */
export function notifications(prng: Prng, userId: string, now: number, count: number, unread: number): Row[] {
  const ages = Array.from({ length: count }, () => prng.int(5, 14 * 24 * 60) * MINUTE).sort((a, b) => a - b);
  return ages.map((age, i) => {
    const kind = prng.pick(NOTIFICATION_KINDS);
    const text = kind.text(money(amountBetween(prng, 10, 2000)), network(prng));
    return {
      id: prngUuid(prng),
      user_id: userId,
      type: kind.type,
      title: kind.title,
      body: text,
      message: text,
      is_read: i >= unread,
      created_at: iso(now - age),
    };
  });
}

/** Wallet service type records: end users of the merchant with dedicated wallets and their totals. */
export function walletServiceTypes(prng: Prng, plan: MerchantDataPlan, now: number): { records: Row[]; wallets: Row[] } {
  const records: Row[] = [];
  const wallets: Row[] = [];
  for (let i = 0; i < plan.walletServiceTypes; i++) {
    const first = prng.pick(FIRST_NAMES);
    const last = prng.pick(LAST_NAMES);
    const createdAt = now - prng.int(1, 180) * DAY;
    const id = prngUuid(prng);
    records.push({
      id,
      merchant_id: plan.merchantId,
      customer_id: `CUST-${plan.code}-${10001 + i}`,
      full_name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
      phone: `+1 202 555 ${String(200 + i).padStart(4, '0')}`,
      description: i % 3 === 0 ? 'VIP customer with dedicated deposit wallets' : 'Marketplace seller payouts',
      is_active: i % 6 !== 5,
      created_at: iso(createdAt),
      updated_at: iso(Math.min(now, createdAt + prng.int(0, 30) * DAY)),
    });
    for (const net of ['USDT-TRC20', 'USDT-ERC20'] as const) {
      if (net === 'USDT-ERC20' && i % 4 === 3) continue;
      const count = prng.int(0, 40);
      const last = count > 0 ? amountBetween(prng, 10, 1500) : null;
      wallets.push({
        id: prngUuid(prng),
        service_type_id: id,
        network: net,
        address: walletAddress(prng, net),
        is_active: true,
        generated_at: iso(createdAt),
        total_deposit_amount: money(count > 0 ? round2((last ?? 0) * count * (0.6 + prng.next())) : 0),
        total_deposits: count,
        last_deposit_amount: last === null ? null : money(last),
        last_deposit_at: count > 0 ? iso(Math.max(createdAt, now - prng.int(1, 30 * 24) * HOUR)) : null,
        last_transaction_hash: count > 0 ? transactionHash(prng, net) : null,
      });
    }
  }
  return { records, wallets };
}
