import type { PaymentIssueRecord } from '../../contract/paymentIssues';

export const PAYMENT_ISSUE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const PAYMENT_ISSUE_DEPOSIT = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

/** A record as GET /api/v2/payment-issues answers it (issue 29): an open underpayment of 54 of 60 USDT, in one payment. */
export const paymentIssue = (overrides: Partial<PaymentIssueRecord> = {}): PaymentIssueRecord => ({
  id: PAYMENT_ISSUE_ID,
  transactionId: PAYMENT_ISSUE_DEPOSIT,
  kind: 'underpaid',
  currencyType: 'USDT-TRC20',
  expected: 60,
  received: 54,
  difference: -6,
  status: 'open',
  resolution: null,
  note: null,
  resolvedBy: null,
  resolvedAt: null,
  payments: [{ amount: 54, at: '2026-11-28T09:00:00.000Z' }],
  createdAt: '2026-11-28T09:00:01.000Z',
  ...overrides,
});
