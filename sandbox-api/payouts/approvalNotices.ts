import type { PayoutApprovalRecord } from '../../contract/payoutApprovals';
import { notifyAsPreferred, notifyUserAsPreferred } from '../notifications';
import type { Services } from '../services';
import { activeTeam, isApprover } from './approvers';

/**
 * Who hears of a payout approval request (issue 28), in the bell and by email as each one's
 * notification preferences say (the payout_approval event): the approvers when it is asked, the
 * requester when it is decided.
 */
const TYPE = 'payout_approval';

const describe = (record: PayoutApprovalRecord) => `${record.amount} ${record.currencyType} to ${record.address}`;

export async function notifyApprovers(services: Pick<Services, 'db' | 'realtime' | 'mailer'>, merchantId: string, record: PayoutApprovalRecord): Promise<void> {
  const approvers = (await activeTeam(services.db, merchantId)).filter((member) => isApprover(member) && member.id !== record.requestedBy.id);
  await notifyAsPreferred(
    services,
    approvers,
    {
      type: TYPE,
      title: 'Payout awaiting your approval',
      body: `${record.requestedBy.email} requested a payout of ${describe(record)}. It is sent only once a second person approves it.`,
      targetRef: record.payoutId,
    },
    'payout_approval',
  );
}

export async function notifyRequester(services: Pick<Services, 'db' | 'realtime' | 'mailer'>, record: PayoutApprovalRecord): Promise<void> {
  if (!record.requestedBy.id || !record.decidedBy) return;
  const approved = record.status === 'approved';
  await notifyUserAsPreferred(services, record.requestedBy.id, {
    type: TYPE,
    title: approved ? 'Payout approved' : 'Payout rejected',
    body: approved
      ? `Your payout of ${describe(record)} was approved by ${record.decidedBy.email}.`
      : `Your payout of ${describe(record)} was rejected by ${record.decidedBy.email}: ${record.reason ?? ''}`,
    targetRef: record.payoutId,
  });
}
