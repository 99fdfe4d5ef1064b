import { registerMessages } from '.';

/** The team activity log screen (issue 16). */
const types = {
  sign_in: { succeeded: 'Signed in', failed: 'Sign-in failed' },
  sign_out: 'Signed out',
  session: { expired: 'Session expired', revoked: 'Session signed out' },
  two_factor: { enabled: '2FA enabled', disabled: '2FA disabled', verified: '2FA verified' },
  recovery_code: { used: 'Recovery code used' },
  password: { changed: 'Password changed' },
  subuser: {
    created: 'Sub-user created',
    edited: 'Sub-user edited',
    status_changed: 'Sub-user status changed',
    password_set: 'Sub-user password set',
    two_factor_required: 'Sub-user 2FA required',
    two_factor_removed: 'Sub-user 2FA removed',
    deleted: 'Sub-user deleted',
  },
  team_security: { changed: 'Team security changed' },
  api_secret: { revealed: 'API secret revealed' },
  ip_whitelist: { changed: 'IP whitelist changed' },
  payout: {
    requested: 'Payout requested',
    approval_requested: 'Payout approval requested',
    approved: 'Payout approved',
    approval_rejected: 'Payout approval rejected',
    approval_cancelled: 'Payout request cancelled',
  },
  payout_policy: { changed: 'Payout policy changed' },
  payout_address: { added: 'Payout address added', removed: 'Payout address removed' },
  complaint: { approved: 'Complaint approved', rejected: 'Complaint rejected' },
  payment_issue: { accepted: 'Payment accepted as it is', resolved: 'Payment issue resolved' },
  payer_refund: { created: 'Payer refund created', claimed: 'Payer refund claimed' },
  profile: { changed: 'Profile changed' },
  automation: { changed: 'Automation changed' },
  timer: { changed: 'Transaction timer changed' },
  merchant_settings: { changed: 'Merchant settings changed' },
  webhook: { changed: 'Webhook endpoint changed' },
};

export const activityMessages = registerMessages('app.activity', {
  subtitle: "Who did what on your team's account, when and from where",
  unavailable: 'This gateway has no activity log.',
  empty: 'No activity yet',
  no_match: 'No activity matches these filters',
  filters: { actor: 'Actor', type: 'Event', any_type: 'Any event', from: 'From', to: 'To' },
  columns: {
    time: 'Time',
    event: 'Event',
    actor: 'Actor',
    target: 'Target',
    ip: 'IP address',
    user_agent: 'User agent',
    details: 'Details',
  },
  types,
});
