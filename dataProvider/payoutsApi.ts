import { PAGE_SIZES } from '../contract/constants';
import type { Withdrawal } from '../contract/payouts';
import type { HttpClient } from './httpClient';
import { amount, amountOrNull, idOf, isoDate, isoDateOrNull, listOf } from './shapes';

/** The whole payout history (001 section 7): GET /withdrawal/my-withdrawals; a payout is created through the `withdrawals` resource. */

export interface WithdrawalPage {
  rows: Withdrawal[];
  totalPages: number;
}

export interface PayoutsApi {
  /** Every payout of the merchant: 50 per request, repeated until totalPages (001 section 7). */
  getMyWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]>;
}

type Raw = Record<string, unknown>;

/** Refund types never show in the payout history (001 section 3), whatever the gateway sends. */
const REFUND_TYPES = ['refund'];

/** The gateway may send figures as strings; the list works with numbers. */
export function adaptWithdrawal(row: Raw): Withdrawal {
  const id = idOf(row) ?? '';
  const dates = Object.fromEntries(
    (['updatedAt', 'processedAt', 'confirmedAt', 'submittedAt'] as const).filter((key) => key in row).map((key) => [key, isoDateOrNull(row[key])]),
  );
  return {
    ...(row as unknown as Withdrawal),
    ...dates,
    _id: id,
    id,
    amount: amount(row.amount),
    fee: amountOrNull(row.fee),
    netAmount: amountOrNull(row.netAmount),
    createdAt: isoDate(row.createdAt),
    currencyType: (row.currencyType as Withdrawal['currencyType']) ?? 'USDT-TRC20',
    clientWallet: (row.clientWallet as string | null | undefined) ?? null,
  };
}

export function adaptWithdrawalPage(body: unknown): WithdrawalPage {
  // data[] with totalPages (001 section 7), or the other list shapes.
  const list = listOf(body, 'withdrawals');
  return {
    rows: list.rows.filter((row) => !REFUND_TYPES.includes(String(row.type))).map(adaptWithdrawal),
    totalPages: Math.max(list.totalPages ?? 1, 1),
  };
}

export function createPayoutsApi(http: HttpClient): PayoutsApi {
  return {
    async getMyWithdrawals(signal) {
      const rows: Withdrawal[] = [];
      for (let page = 1; ; page++) {
        const { json } = await http('/withdrawal/my-withdrawals', { query: { page, limit: PAGE_SIZES.payoutFetch }, signal });
        const result = adaptWithdrawalPage(json);
        rows.push(...result.rows);
        if (page >= result.totalPages) return rows;
      }
    },
  };
}
