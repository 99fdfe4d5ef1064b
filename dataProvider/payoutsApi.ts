import type { Ok } from '../contract/http';
import { PAGE_SIZES } from '../contract/constants';
import { IDEMPOTENCY_HEADER, type PayoutRequest, type Withdrawal } from '../contract/payouts';
import type { HttpClient } from './httpClient';

/** Payout requests (001 section 7): GET /withdrawal/my-withdrawals and POST /withdrawal. */

export interface WithdrawalPage {
  rows: Withdrawal[];
  totalPages: number;
}

export interface PayoutSubmitted {
  message: string | undefined;
  withdrawal: Withdrawal | null;
}

export interface PayoutsApi {
  /** Every payout of the merchant: 50 per request, repeated until totalPages (001 section 7). */
  getMyWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]>;
  /** `idempotencyKey` stays the same for every retry of one submit, so the gateway makes one payout. */
  submitPayout(request: PayoutRequest, idempotencyKey: string): Promise<PayoutSubmitted>;
}

type Raw = Record<string, unknown>;

/** Refund types never show in the payout history (001 section 3), whatever the gateway sends. */
const REFUND_TYPES = ['refund'];

/** The gateway may send figures as strings; the list works with numbers. */
function withdrawal(row: Raw): Withdrawal {
  const number = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
  return {
    ...(row as unknown as Withdrawal),
    _id: String(row._id ?? row.id),
    id: String(row.id ?? row._id),
    amount: number(row.amount) ?? 0,
    fee: number(row.fee),
    netAmount: number(row.netAmount),
    currencyType: (row.currencyType as Withdrawal['currencyType']) ?? 'USDT-TRC20',
    clientWallet: (row.clientWallet as string | null | undefined) ?? null,
  };
}

export function adaptWithdrawalPage(body: unknown): WithdrawalPage {
  const { data, totalPages } = (body ?? {}) as { data?: unknown; totalPages?: unknown };
  const list = Array.isArray(data) ? data : Array.isArray((data as { docs?: unknown })?.docs) ? (data as { docs: unknown[] }).docs : null;
  if (!list) throw new Error('The withdrawals answer carries no data list');
  const pages = Number(totalPages ?? (data as { totalPages?: unknown })?.totalPages ?? 1);
  return {
    rows: (list as Raw[]).filter((row) => !REFUND_TYPES.includes(String(row.type))).map(withdrawal),
    totalPages: Number.isFinite(pages) && pages > 0 ? pages : 1,
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
    async submitPayout(request, idempotencyKey) {
      const { json } = await http<Ok<Raw | null>>('/withdrawal', {
        method: 'POST',
        body: request,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      });
      const data = json?.data;
      return { message: json?.message, withdrawal: data && typeof data === 'object' ? withdrawal(data) : null };
    },
  };
}
