import { NETWORKS, type Network } from '../../contract/constants';
import {
  STATEMENT_MAX_ROWS,
  STATEMENT_MESSAGES,
  type Statement,
  type StatementBalance,
  type StatementDailyBalance,
  type StatementDepositTotal,
  type StatementOutgoingTotal,
  type StatementRow,
} from '../../contract/reports';
import { wallClock } from '../../contract/timeZones';
import { LIST_TYPES, paymentStatusOf, type ListType, type TransactionType } from '../../contract/transactions';
import { INCOMING_TYPES, OUTGOING_TYPES, SETTLED_STATUSES } from '../dashboard/balance';
import type { Queryable } from '../db/types';
import { badRequest } from '../lib/httpErrors';
import { STORED_TYPES } from '../transactions/listQuery';

/**
 * The statement of a period (contract/reports.ts), read from the spec's history table with the
 * wallet balance's rule. Money is summed in micro-USDT integers, so the totals are exact to the
 * 6 decimals the columns hold and equal the sums of the list's values.
 */

/** What a row does to the balance (dashboard/balance.ts `total`), as SQL over `transactions`. */
const CHANGE = `CASE WHEN type = ANY($2::text[]) AND status = ANY($3::text[]) THEN coalesce(net_amount, actual_balance, amount)
  WHEN type = ANY($4::text[]) AND status = 'completed' THEN -amount ELSE 0 END`;

const TAB_OF = new Map<TransactionType, ListType>(LIST_TYPES.flatMap((tab) => STORED_TYPES[tab].map((type) => [type, tab] as const)));

const micro = (text: string | null) => (text === null ? 0 : Math.round(Number(text) * 1e6));
const usdt = (micros: number) => micros / 1e6;
const orNull = (text: string | null) => (text === null ? null : Number(text));

interface StoredRow {
  id: string;
  type: TransactionType;
  status: string;
  currency_type: Network;
  created_at: Date;
  amount: string;
  actual_balance: string | null;
  fee: string | null;
  net_amount: string | null;
  reference_id: string | null;
  transaction_hash: string | null;
  change: string;
}

export interface StatementInput {
  merchantId: string;
  from: Date;
  to: Date;
  timeZone: string;
  /** balance-view: the running balance, opening, closing and the daily balance. */
  withBalance: boolean;
  /** transactions-view: the rows and their totals (default: the schedules' readers hold it). */
  withRows?: boolean;
  now?: Date;
}

/** The balance of the rows created before `before`, per network and together, in micro-USDT. */
async function balanceBefore(db: Queryable, merchantId: string, before: Date): Promise<Record<Network, number>> {
  const { rows } = await db.query<{ currency_type: Network; change: string }>(
    `SELECT currency_type, coalesce(sum(${CHANGE}), 0)::text AS change FROM transactions
      WHERE merchant_id = $1 AND created_at < $5 AND (type = ANY($2::text[]) OR type = ANY($4::text[]))
      GROUP BY currency_type`,
    [merchantId, INCOMING_TYPES, SETTLED_STATUSES, OUTGOING_TYPES, before],
  );
  return Object.fromEntries(NETWORKS.map((network) => [network, micro(rows.find((row) => row.currency_type === network)?.change ?? null)])) as Record<
    Network,
    number
  >;
}

const balanceOf = (byNetwork: Record<Network, number>): StatementBalance => ({
  total: usdt(NETWORKS.reduce((sum, network) => sum + byNetwork[network], 0)),
  byNetwork: Object.fromEntries(NETWORKS.map((network) => [network, usdt(byNetwork[network])])) as Record<Network, number>,
});

/** Sums into groups kept in first-seen order, then sorted by their key. */
function groups<T>(keyOf: (row: StatementRow) => string, start: (row: StatementRow) => T, add: (total: T, row: StatementRow) => void) {
  const map = new Map<string, T>();
  return {
    add(row: StatementRow) {
      const key = keyOf(row);
      let total = map.get(key);
      if (!total) map.set(key, (total = start(row)));
      add(total, row);
    },
    list: () => [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, total]) => total),
  };
}

interface MicroDeposit {
  currencyType: Network;
  paymentStatus: StatementDepositTotal['paymentStatus'];
  count: number;
  expected: number;
  received: number;
  fees: number;
  net: number;
}

interface MicroOutgoing {
  currencyType: Network;
  status: string;
  count: number;
  amount: number;
  fees: number;
}

/** An instant's local day (YYYY-MM-DD) in a time zone. */
const localDay = (at: number, timeZone: string) => new Date(wallClock(at, timeZone)).toISOString().slice(0, 10);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The balance at the end of each local day from `from` to `to` (exclusive): its last row's, else the day before's. */
function dailyBalances(from: Date, to: Date, timeZone: string, opening: number, rows: StatementRow[], balances: number[]): StatementDailyBalance[] {
  // Rows come oldest first: each day keeps its last row's balance.
  const endOfDay = new Map(rows.map((row, index) => [localDay(Date.parse(row.createdAt), timeZone), balances[index]]));
  const last = localDay(to.getTime() - 1, timeZone);
  const days: StatementDailyBalance[] = [];
  for (let day = localDay(from.getTime(), timeZone), balance = opening; day <= last; day = nextDay(day)) {
    balance = endOfDay.get(day) ?? balance;
    days.push({ day, balance });
  }
  return days;
}

export async function buildStatement(db: Queryable, input: StatementInput): Promise<Statement> {
  const { merchantId, from, to, withBalance, withRows = true } = input;
  const { rows } = await db.query<StoredRow>(
    `SELECT id, type, status, currency_type, created_at, amount::text, actual_balance::text, fee::text, net_amount::text,
            reference_id, transaction_hash, (${CHANGE})::text AS change
       FROM transactions
      WHERE merchant_id = $1 AND created_at >= $5 AND created_at < $6 AND (type = ANY($2::text[]) OR type = ANY($4::text[]))
      ORDER BY created_at, id
      LIMIT $7`,
    [merchantId, INCOMING_TYPES, SETTLED_STATUSES, OUTGOING_TYPES, from, to, STATEMENT_MAX_ROWS + 1],
  );
  if (rows.length > STATEMENT_MAX_ROWS) throw badRequest(STATEMENT_MESSAGES.tooManyRows);

  const opening = await balanceBefore(db, merchantId, from);
  const running = { ...opening };
  const deposits = groups<MicroDeposit>(
    (row) => `${row.currencyType}|${row.paymentStatus ?? ''}`,
    (row) => ({ currencyType: row.currencyType, paymentStatus: row.paymentStatus, count: 0, expected: 0, received: 0, fees: 0, net: 0 }),
    (total, row) => {
      total.count += 1;
      total.expected += micro(String(row.amount));
      total.received += micro(row.received === null ? null : String(row.received));
      total.fees += micro(row.fee === null ? null : String(row.fee));
      total.net += micro(row.net === null ? null : String(row.net));
    },
  );
  const outgoing = () =>
    groups<MicroOutgoing>(
      (row) => `${row.currencyType}|${row.status}`,
      (row) => ({ currencyType: row.currencyType, status: row.status, count: 0, amount: 0, fees: 0 }),
      (total, row) => {
        total.count += 1;
        total.amount += micro(String(row.amount));
        total.fees += micro(row.fee === null ? null : String(row.fee));
      },
    );
  const payouts = outgoing();
  const refunds = outgoing();

  const balances: number[] = [];
  const statementRows = rows.map((stored): StatementRow => {
    const change = micro(stored.change);
    running[stored.currency_type] += change;
    balances.push(balanceOf(running).total);
    const tab = TAB_OF.get(stored.type) ?? 'refund';
    const amount = Number(stored.amount);
    const received = orNull(stored.actual_balance);
    const row: StatementRow = {
      id: stored.id,
      tab,
      type: stored.type,
      status: stored.status,
      currencyType: stored.currency_type,
      createdAt: stored.created_at.toISOString(),
      amount,
      received,
      fee: orNull(stored.fee),
      net: orNull(stored.net_amount),
      paymentStatus: tab === 'deposit' ? paymentStatusOf({ status: stored.status, amount, actualBalance: received }) : null,
      change: usdt(change),
      balance: withBalance ? balances[balances.length - 1] : null,
      referenceId: stored.reference_id,
      transactionHash: stored.transaction_hash,
    };
    (tab === 'deposit' ? deposits : tab === 'payout' ? payouts : refunds).add(row);
    return row;
  });

  const inUsdt = <T extends object>(total: T, fields: (keyof T)[]): T =>
    Object.fromEntries(Object.entries(total).map(([key, value]) => [key, fields.includes(key as keyof T) ? usdt(value as number) : value])) as T;
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone: input.timeZone,
    generatedAt: (input.now ?? new Date()).toISOString(),
    rows: withRows ? statementRows : [],
    totals: {
      deposits: withRows ? deposits.list().map((total) => inUsdt(total, ['expected', 'received', 'fees', 'net'])) : [],
      payouts: withRows ? (payouts.list().map((total) => inUsdt(total, ['amount', 'fees'])) as StatementOutgoingTotal[]) : [],
      refunds: withRows ? (refunds.list().map((total) => inUsdt(total, ['amount', 'fees'])) as StatementOutgoingTotal[]) : [],
      opening: withBalance ? balanceOf(opening) : null,
      closing: withBalance ? balanceOf(running) : null,
      daily: withBalance ? dailyBalances(from, to, input.timeZone, balanceOf(opening).total, statementRows, balances) : null,
    },
  };
}
