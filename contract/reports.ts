import { z } from 'zod';
import { API_V2_PREFIX } from './activity';
import type { Network } from './constants';
import { DAY_OUT_OF_RANGE, isDayInRange } from './http';
import { TimeZoneName } from './merchantSettings';
import type { ListType, PaymentStatus, TransactionType } from './transactions';

/**
 * Reports (issue 29): the statement of a period, `GET /api/v2/reports/statement?from=…&to=…&format=…`.
 *
 * - The period is `from <= createdAt < to`, two ISO 8601 instants with an offset (`Z` or `+02:00`):
 *   the dashboard sends its local day boundaries in the merchant's time zone
 *   (contract/merchantSettings.ts), so the statement holds exactly the rows the spec's history list
 *   answers for `startDate=from&endDate=to - 1 ms` (its end is inclusive).
 * - Rows: every deposit (the history's Deposit tab), payout (Payouts tab) and Withdraw-tab row
 *   (stored type `refund`: the spec's withdrawals, and the payer refunds of issue 29, which are
 *   listed there) created in the period, oldest first (createdAt, then id).
 * - The balance follows the wallet balance's rule (sandbox-api/dashboard/balance.ts, `total`): a
 *   settled deposit (confirmed, completed, approved) credits its net amount
 *   (netAmount ?? actualBalance ?? amount); an outgoing row debits its amount once completed; other
 *   rows change nothing. Each row's `balance` is the running balance after it, as of today's
 *   statuses: opening (all rows created before `from`) plus the changes so far.
 * - Balance figures (`balance`, `opening`, `closing`, `daily`) need balance-view; without it they
 *   are null (and the files leave them out). The JSON statement answers holders of balance-view or
 *   transactions-view; without transactions-view it holds no transaction data (`rows` and the
 *   deposit, payout and refund totals are empty), only the balance figures. The CSV and XLSX files
 *   are the rows: they need transactions-view.
 * - `daily`: the balance at the end of each local day of `timeZone` in the period, the running
 *   balance after the day's last row, else the day before's (the opening balance before the first).
 * - Money is in USDT, rounded to 6 decimals; times are ISO 8601 UTC in JSON, local wall-clock time
 *   of `timeZone` in the CSV and XLSX (which have no offsets).
 */
export const REPORTS_PATH = `${API_V2_PREFIX}/reports`;
export const STATEMENT_PATH = `${REPORTS_PATH}/statement`;

export const STATEMENT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const STATEMENT_CONTENT_TYPES: Record<StatementFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The longest period, in days: a year, leap day included. */
export const STATEMENT_MAX_DAYS = 366;
/** The most rows one statement holds; a longer period is refused (choose a shorter one). */
export const STATEMENT_MAX_ROWS = 50_000;

export const STATEMENT_MESSAGES = {
  backwards: 'to must be after from',
  tooLong: `the period may be at most ${STATEMENT_MAX_DAYS} days`,
  tooManyRows: `The period holds more than ${STATEMENT_MAX_ROWS} transactions; choose a shorter one.`,
} as const;

const DAY_MS = 86_400_000;
const instant = z.iso
  .datetime({ offset: true, message: 'must be an ISO 8601 date-time with an offset, like 2026-01-31T00:00:00+02:00' })
  .refine(isDayInRange, DAY_OUT_OF_RANGE);

export const StatementQuery = z
  .object({
    from: instant,
    to: instant,
    format: z.enum(STATEMENT_FORMATS, `must be ${STATEMENT_FORMATS.join(', ')}`).default('json'),
    /** How the files show times; default the merchant's time zone, else UTC. */
    timeZone: TimeZoneName.optional(),
  })
  .refine((query) => Date.parse(query.from) < Date.parse(query.to), { path: ['to'], message: STATEMENT_MESSAGES.backwards })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= STATEMENT_MAX_DAYS * DAY_MS, {
    path: ['to'],
    message: STATEMENT_MESSAGES.tooLong,
  });
export type StatementQuery = z.infer<typeof StatementQuery>;

/** One deposit, payout or Withdraw-tab row of the period. */
export interface StatementRow {
  /** The transaction's `_id` in the spec's history. */
  id: string;
  /** The history tab it is listed under. */
  tab: ListType;
  type: TransactionType;
  status: string;
  currencyType: Network;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** Asked (a deposit) or sent (a payout). */
  amount: number;
  /** A deposit's amount received; null when nothing was. */
  received: number | null;
  fee: number | null;
  net: number | null;
  paymentStatus: PaymentStatus | null;
  /** What the row did to the balance: + a settled deposit's net, − a completed payout's amount, else 0. */
  change: number;
  /** The running balance after this row; null without balance-view. */
  balance: number | null;
  referenceId: string | null;
  transactionHash: string | null;
}

/** Deposits of one network and payment status (null: not paid, e.g. pending or expired). */
export interface StatementDepositTotal {
  currencyType: Network;
  paymentStatus: PaymentStatus | null;
  count: number;
  /** Sum of `amount` (asked). */
  expected: number;
  /** Sum of `received`. */
  received: number;
  fees: number;
  net: number;
}

/** Outgoing rows of one network and status. */
export interface StatementOutgoingTotal {
  currencyType: Network;
  status: string;
  count: number;
  amount: number;
  fees: number;
}

export interface StatementBalance {
  total: number;
  byNetwork: Record<Network, number>;
}

/** The balance at the end of one local day of the statement's time zone. */
export interface StatementDailyBalance {
  /** YYYY-MM-DD in the statement's `timeZone`. */
  day: string;
  balance: number;
}

export interface StatementTotals {
  /** Empty without transactions-view, as the other totals below are. */
  deposits: StatementDepositTotal[];
  /** The Payouts tab (payout, withdrawal, withdraw). */
  payouts: StatementOutgoingTotal[];
  /**
   * The Withdraw tab (stored type `refund`), where payer refunds (issue 29, contract/payerRefunds.ts)
   * are listed with the spec's withdrawals.
   */
  refunds: StatementOutgoingTotal[];
  /** Null without balance-view. */
  opening: StatementBalance | null;
  closing: StatementBalance | null;
  /** Every local day of the period, oldest first; null without balance-view. */
  daily: StatementDailyBalance[] | null;
}

/** The JSON statement (format=json). */
export interface Statement {
  /** The period as asked, normalised to ISO 8601 UTC. */
  from: string;
  to: string;
  /** The time zone of the files' times and of the daily balance's days. */
  timeZone: string;
  generatedAt: string;
  rows: StatementRow[];
  totals: StatementTotals;
}

/** The download's file name: statement-2026-03-01-2026-03-31.csv (the period's local days in timeZone; `to` is exclusive). */
export function statementFileName(from: string, to: string, timeZone: string, format: StatementFormat): string {
  const day = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  return `statement-${day(Date.parse(from))}-${day(Date.parse(to) - 1)}.${format}`;
}
