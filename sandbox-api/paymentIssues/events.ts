import { PAYMENT_ISSUE_EVENT, type PaymentIssueEvent, type PaymentIssueRecord } from '../../contract/paymentIssues';
import type { Services } from '../services';

export const paymentIssueEvent = (userId: string) => `${PAYMENT_ISSUE_EVENT}-${userId}`;

/** The live event of a record just opened or resolved (or, told so, updated). */
export function issueChange(record: PaymentIssueRecord, type: PaymentIssueEvent['type'] = record.status === 'open' ? 'opened' : 'resolved'): PaymentIssueEvent {
  const { id, transactionId, status, resolution } = record;
  return { type, id, transactionId, status, resolution };
}

/**
 * Tells the merchant's open dashboards that a payment issue was opened, updated or resolved, after the
 * transaction that did it: only its team members who may list payment issues (transactions-view,
 * as the routes' READ) receive it, each under the event name of their own user id.
 */
export function emitPaymentIssueEvent(services: Pick<Services, 'realtime'>, merchantId: string, event: PaymentIssueEvent): Promise<void> {
  return services.realtime.emitToMerchantUsers(merchantId, paymentIssueEvent, event, 'transactions-view');
}
