import type { PayoutAddressRecord } from '../../contract/payoutAddresses';
import { notifyAsPreferred } from '../notifications';
import type { Services } from '../services';
import { activeTeam, isApprover } from './approvers';
import { alert, bodyOf } from '../i18n';

/**
 * Who hears of a change to the payout address book (issue 28): the main merchant and every active
 * holder of approved-payout-requests, the one who made it included (were the account taken over,
 * its owner learns of it), in the bell and by email as each one's preferences say (the
 * payout_address event).
 */
const TYPE = 'payout_address';

const added = (record: PayoutAddressRecord, by: string) => ({
  title: 'Payout address added',
  ...bodyOf(alert('addressAdded', by, record.label, record.address, record.currencyType, record.status === 'active' ? null : String(record.activeFrom))),
});

const removed = (record: PayoutAddressRecord, by: string) => ({
  title: 'Payout address removed',
  ...bodyOf(alert('addressRemoved', by, record.label, record.address, record.currencyType)),
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
