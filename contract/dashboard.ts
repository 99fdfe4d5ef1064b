import { z } from 'zod';
import type { Network } from './constants';
import { DAY_OUT_OF_RANGE, isDayInRange } from './http';

/**
 * The Merchant Dashboard call of 000 section 7: GET /dashboard/merchant?filter={period}, with
 * startDate and endDate (YYYY-MM-DD, both required) for `range`.
 *
 * Periods are calendar periods in the server's time zone, each from its first midnight:
 * today (midnight to now), yesterday (the whole day), thisWeek (Monday to now), thisMonth (the 1st
 * to now), last3Months and last6Months (the same day 3 or 6 months ago, clamped to the month's
 * last day, to now), currentYear (1 January to now), range (startDate's midnight to the end of
 * endDate: the end day is included).
 *
 * Figures (all exact in SQL, rounded to the cent only in the answer):
 * - totalVolume: the received amount (actualBalance, else amount) of the deposits created in the
 *   period whose status is confirmed, completed or approved; avgTransaction: totalVolume divided by
 *   how many they are (0 without any). Both are 0 for super_merchant, sub_merchant,
 *   super_operation and operation (000 section 6), and so is every point of `series`.
 * - Balances are all-time, over both networks, and present only for holders of balance-view:
 *   credited = the net amount (netAmount, else actualBalance, else amount) of settled incoming
 *   transactions (deposit and topup, status confirmed, completed or approved);
 *   totalAmount = credited − the amount of outgoing transactions (payout, withdrawal, withdraw,
 *   refund) that have left (completed);
 *   availableBalance = totalAmount − the amount of outgoing ones on their way (pending,
 *   processing, approved): what may still be paid out. A payout's amount includes its fee.
 *   feeAmt = the fees of settled incoming transactions plus those of completed outgoing ones.
 */

export const DASHBOARD_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'last3Months',
  'last6Months',
  'currentYear',
  'range',
] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** A calendar day that exists: 2026-02-30 is refused rather than rolled over to March. */
const calendarDay = z.string().refine(
  (s) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!match) return false;
    const [year, month, day] = match.slice(1).map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  },
  { message: 'must be a date like 2026-01-31' },
).refine(isDayInRange, DAY_OUT_OF_RANGE);

export const MAX_RANGE_DAYS = 3660;

export const DashboardQuery = z
  .object({
    filter: z.enum(DASHBOARD_PERIODS, `filter must be one of ${DASHBOARD_PERIODS.join(', ')}`).default('today'),
    startDate: calendarDay.optional(),
    endDate: calendarDay.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.filter !== 'range') return;
    if (!query.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'is required when filter is range' });
    if (!query.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'is required when filter is range' });
    // YYYY-MM-DD strings compare like the days they name.
    if (query.startDate && query.endDate && query.endDate < query.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
    }
    // The answer carries one series point per day, so the window is bounded.
    if (query.startDate && query.endDate && Date.parse(query.endDate) - Date.parse(query.startDate) > MAX_RANGE_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `must be at most ${MAX_RANGE_DAYS} days after startDate` });
    }
  });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

export interface DashboardDeposit {
  _id: string;
  amount: number;
  actualBalance: number | null;
  status: string;
  createdAt: string;
  walletAddress: string | null;
  currencyType: Network;
}

export interface DashboardWithdrawal {
  _id: string;
  amount: number;
  status: string;
  createdAt: string;
  clientWallet: string | null;
  currencyType: Network;
}

export interface DashboardWallet {
  walletNetwork: Network;
  walletAddress: string;
}

/** Deposit volume of one calendar day of the period (the sandbox's addition, issue 4). */
export interface VolumePoint {
  date: string;
  volume: number;
}

export interface DashboardData {
  totalVolume: number;
  avgTransaction: number;
  /** The four balance fields are left out for a caller without balance-view. */
  totalAmount?: number;
  availableBalance?: number;
  feeAmt?: number;
  wallet?: DashboardWallet[];
  recentTransactions: { deposits: DashboardDeposit[]; withdrawals: DashboardWithdrawal[] };
  series: VolumePoint[];
}
