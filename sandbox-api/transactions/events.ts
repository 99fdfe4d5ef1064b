import type { TransactionEvent } from '../../contract/transactions';
import type { Services } from '../services';

export const transactionEvent = (userId: string) => `transaction-update-${userId}`;

/**
 * Tells the merchant's open dashboards that a transaction was created or changed status, so the
 * list reloads (001 section 4). Only the merchant and its own sub-users receive it: each under the
 * event name of their own user id, in their own room.
 */
export function emitTransactionEvent(
  services: Pick<Services, 'realtime'>,
  merchantId: string,
  event: TransactionEvent,
): Promise<void> {
  return services.realtime.emitToMerchantUsers(merchantId, transactionEvent, event);
}
