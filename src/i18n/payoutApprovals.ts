import { registerMessages } from '.';

/** Payout Requests' "Awaiting approval" list (issue 28), registered with its screen's chunk (src/i18n/index.ts). */
export const approvalsMessages = registerMessages('app.payouts.approvals', {
  title: 'Awaiting approval',
  intro: 'The payout policy holds these payouts until a second person approves them.',
  columns: { requested: 'Requested', amount: 'Amount', network: 'Network', address: 'Address', requested_by: 'Requested by', actions: 'Actions' },
  copy_address: 'Copy address',
  own: 'Awaiting approval by a second person',
  approve: 'Approve',
  reject: 'Reject',
  cancel_request: 'Cancel request',
  reject_title: 'Reject this payout?',
  reason: 'Reason',
  reason_help: 'The requester sees it as the payout\'s admin note.',
  cancel_title: 'Cancel this payout request?',
  cancel_body: 'The payout is not sent, and the request is closed.',
  approved: 'Payout approved',
  rejected: 'Payout rejected',
  cancelled: 'Payout request cancelled',
});
