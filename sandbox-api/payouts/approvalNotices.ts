import type { PayoutApprovalRecord } from '../../contract/payoutApprovals';
import { notifyAsPreferred, notifyUserAsPreferred } from '../notifications';
import type { Services } from '../services';
import { activeTeam, isApprover } from './approvers';
import { alert, bodyOf } from '../i18n';

/**
 * Who hears of a payout approval request (issue 28), in the bell and by email as each one's
 * notification preferences say (the payout_approval event): the approvers when it is asked, the
 * requester when it is decided.
 */
const TYPE = 'payout_approval';

export async function notifyApprovers(services: Pick<Services, 'db' | 'realtime' | 'mailer'>, merchantId: string, record: PayoutApprovalRecord): Promise<void> {
  const approvers = (await activeTeam(services.db, merchantId)).filter((member) => isApprover(member) && member.id !== record.requestedBy.id);
  await notifyAsPreferred(
    services,
    approvers,
    {
      type: TYPE,
      title: 'Payout awaiting your approval',
      ...bodyOf(alert('approvalAsked', record.requestedBy.email, String(record.amount), record.currencyType, record.address)),
      targetRef: record.payoutId,
    },
    'payout_approval',
  );
}

export async function notifyRequester(services: Pick<Services, 'db' | 'realtime' | 'mailer'>, record: PayoutApprovalRecord): Promise<void> {
  if (!record.requestedBy.id || !record.decidedBy) return;
  const approved = record.status === 'approved';
  const payout = [String(record.amount), record.currencyType, record.address] as const;
  await notifyUserAsPreferred(services, record.requestedBy.id, {
    type: TYPE,
    title: approved ? 'Payout approved' : 'Payout rejected',
    ...bodyOf(
      approved
        ? alert('approvalApproved', ...payout, record.decidedBy.email)
        : alert('approvalRejected', ...payout, record.decidedBy.email, record.reason ?? ''),
    ),
    targetRef: record.payoutId,
  });
}
