import type { PayoutAddressRecord } from '../../../../contract/payoutAddresses';
import type { Reply } from '../../../test/fetchDouble';
import { TRON } from '../../test/fixtures';

export const ENTRY_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

/** An address-book entry as GET /api/v2/payout-addresses sends it. */
export function entry(overrides: Partial<PayoutAddressRecord> = {}): PayoutAddressRecord {
  return {
    id: ENTRY_ID,
    label: 'Exchange hot wallet',
    currencyType: 'USDT-TRC20',
    address: TRON,
    status: 'active',
    activeFrom: '2026-11-20T09:00:00.000Z',
    createdBy: { id: '22222222-2222-4222-8222-222222222222', email: 'finance@sandbox.test' },
    createdAt: '2026-11-19T09:00:00.000Z',
    ...overrides,
  };
}

/** The simple-REST answer: the array and its Content-Range. */
export function book(rows: PayoutAddressRecord[]): Reply {
  return { status: 200, body: rows, headers: { 'Content-Range': rows.length ? `payout-addresses 0-${rows.length - 1}/${rows.length}` : 'payout-addresses */0' } };
}
