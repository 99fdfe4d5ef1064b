import type { DataProvider } from 'ra-core';
import { PAGE_SIZES } from '../contract/constants';
import type { Withdrawal } from '../contract/payouts';
import { amount, amountOrNull, idOf, isoDate, isoDateOrNull, type Raw } from './shapes';

/** The resource's row with what the history reads always there: figures as numbers, dates as ISO, the defaults. */
function adaptWithdrawal(row: Raw): Withdrawal {
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

export type PayoutsApi = ReturnType<typeof createPayoutsApi>;

export function createPayoutsApi(withdrawals: DataProvider) {
  return {
    /** The whole payout history (001 section 7): the `withdrawals` resource's pages of 50, until its page count. */
    async getMyWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
      const rows: Withdrawal[] = [];
      for (let page = 1; ; page++) {
        const pagination = { page, perPage: PAGE_SIZES.payoutFetch };
        const { data, meta } = await withdrawals.getList('withdrawals', { pagination, sort: { field: 'createdAt', order: 'DESC' }, filter: {}, signal });
        rows.push(...data.map(adaptWithdrawal));
        if (page >= (meta as { totalPages: number }).totalPages) return rows;
      }
    },
  };
}
