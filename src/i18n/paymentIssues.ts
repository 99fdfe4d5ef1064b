import { registerMessages } from '.';
import { needsAttentionMessages } from './needsAttention';

/** Payments that need attention (issue 29): the screen and the dashboard's card, registered with their chunks (src/i18n/index.ts). */
export const paymentIssuesMessages = registerMessages('app.payment_issues', {
  subtitle: 'Deposits that were underpaid, overpaid or paid after their link expired.',
  unavailable: 'This gateway does not report payments that need attention.',
  empty: 'No payment needs attention.',
  no_match: 'No payment matches these filters.',
  filters: { status: 'Status', kind: 'Kind', network: 'Network', any_status: 'Any status', any_kind: 'Any kind', any_network: 'Any network' },
  columns: { created: 'Created', kind: 'Kind', network: 'Network', expected: 'Expected', received: 'Received', difference: 'Difference', status: 'Status' },
  kinds: { underpaid: 'Underpaid', overpaid: 'Overpaid', late: 'Paid after expiry' },
  statuses: { open: 'Open', resolved: 'Resolved' },
  resolutions: { paid_in_full: 'Paid in full', within_tolerance: 'Within tolerance', accepted: 'Accepted as paid', refunded: 'Refunded to payer' },
  details: {
    title: 'Payment that needs attention',
    payments: 'Payments',
    deposit: 'Deposit',
    open_deposit: 'Open the deposit',
    resolution: 'Resolution',
    note: 'Note',
    resolved_by: 'Resolved by',
    gateway: 'The gateway',
    not_found: 'This payment issue could not be loaded.',
  },
  open: 'Details',
  accept: 'Accept as paid',
  accept_title: 'Accept this payment as it is?',
  note: 'Note',
  note_help: 'Say why the payment is accepted as it is; the team sees it in the activity log.',
  accepted: 'Payment accepted as paid',
  card: needsAttentionMessages,
});
