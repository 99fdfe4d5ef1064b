import type { PayoutAddressRecord } from '../../contract/payoutAddresses';
import { notifyAsPreferred } from '../notifications';
import type { Services } from '../services';
import { activeTeam, isApprover } from './approvers';

/**
 * Who hears of a change to the payout address book (issue 28): the main merchant and every active
 * holder of approved-payout-requests, the one who made it included (were the account taken over,
 * its owner learns of it), in the bell and by email as each one's preferences say (the
 * payout_address event).
 */
const TYPE = 'payout_address';

const describe = (record: PayoutAddressRecord) => `"${record.label}", ${record.address} (${record.currencyType})`;

function added(record: PayoutAddressRecord, by: string) {
  const usable =
    record.status === 'active'
      ? 'It can be paid at once (the payout policy has no cooling-off period).'
      : `It can be paid from ${record.activeFrom} (UTC), when its cooling-off period ends.`;
  return {
    title: 'Payout address added',
    body: `${by} added ${describe(record)} to the payout address book. ${usable} If you did not expect this, remove it and review your team's access.`,
  };
}

const removed = (record: PayoutAddressRecord, by: string) => ({
  title: 'Payout address removed',
  body: `${by} removed ${describe(record)} from the payout address book.`,
});

export async function notifyAddressBookChange(
  services: Pick<Services, 'db' | 'realtime' | 'mailer'>,
  merchantId: string,
  change: 'added' | 'removed',
  record: PayoutAddressRecord,
  by: { email: string },
): Promise<void> {
  const watchers = (await activeTeam(services.db, merchantId)).filter(isApprover);
  const text = change === 'added' ? added(record, by.email) : removed(record, by.email);
  await notifyAsPreferred(services, watchers, { type: TYPE, ...text, targetRef: null }, 'payout_address');
}
