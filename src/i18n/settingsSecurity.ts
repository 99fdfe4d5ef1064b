import { registerMessages } from '.';

/** Settings › Security's cards of issue 28 (payout policy, sessions, team 2FA), registered with the Settings chunk. */
export const payoutPolicyMessages = registerMessages('app.settings.payout_policy', {
  title: 'Payout policy',
  approval: "Payouts that need a second person's approval",
  approvals: { off: 'None', all: 'All payouts', above: 'Payouts above an amount' },
  threshold: 'Payouts above this amount need approval (USDT)',
  threshold_required: 'Enter the amount above which payouts need approval',
  new_address: 'Payouts to an address not in the address book',
  new_addresses: { allow: 'Allow', approval: 'Need approval', refuse: 'Refuse' },
  cooling_off: 'Cooling-off period for new addresses (hours)',
  cooling_off_invalid: 'Enter a whole number of hours from 0 to %{max}',
  last_changed: 'Last changed by %{email} on %{date}',
  never_changed: 'Never changed: the defaults apply.',
  save: 'Save payout policy',
  saved: 'Payout policy saved',
  load_failed: 'The payout policy could not be loaded.',
});

export const sessionsMessages = registerMessages('app.settings.sessions', {
  title: 'Sessions',
  help: 'The browsers signed in to your account. Sign out any you do not recognise.',
  load_failed: 'Your sessions could not be loaded.',
  this_device: 'This device',
  unknown_ip: 'unknown address',
  details: '%{ip} · Signed in %{createdAt} · Last active %{lastSeenAt}',
  sign_out: 'Sign out',
  sign_out_of: 'Sign out %{browser} (%{ip})',
  sign_out_title: 'Sign out this session?',
  sign_out_content: '%{browser} (%{ip}) will be signed out at once.',
  signed_out: 'Session signed out',
  sign_out_others: 'Sign out everywhere else',
  sign_out_others_title: 'Sign out everywhere else?',
  sign_out_others_content: 'Every other browser signed in to your account will be signed out at once.',
  signed_out_others: '%{smart_count} session signed out |||| %{smart_count} sessions signed out',
});

export const teamSecurityMessages = registerMessages('app.settings.team_security', {
  title: 'Team 2FA requirement',
  help: 'Every sub-user must sign in with two-factor authentication. The main merchant account is not bound by it.',
  loading: 'Loading the team security settings...',
  load_failed: 'The team security settings could not be loaded.',
  require: 'Require 2FA for the whole team',
  read_only: 'Only the main merchant account can change this.',
  last_changed: 'Last changed by %{email} on %{date}',
  confirm_title: 'Require 2FA for the whole team?',
  confirm_some:
    '%{smart_count} sub-user without 2FA will be signed out and must set it up at their next sign-in. |||| %{smart_count} sub-users without 2FA will be signed out and must set it up at their next sign-in.',
  confirm_none: 'Every sub-user already has 2FA: nobody is signed out.',
  turn_on: 'Require 2FA',
  turned_on: '2FA is now required for the whole team',
  turned_off: '2FA is no longer required for the team',
  save_failed: 'The team security settings could not be saved.',
});

