import { PAYOUT_MESSAGES } from '../../contract/payouts';

/** Payout Requests (001 sections 2.4, 5 and 8). */
export const payoutsMessages = {
  subtitle: 'Request payouts to your wallet and follow their progress',
  form: {
    title: 'New Payout',
    currency_type: 'Currency Type',
    amount: 'Amount (USDT)',
    wallet: 'Merchant Wallet Address',
    submit: 'Submit Payout Request',
    address_valid: 'Valid %{network} address',
    address_invalid: 'Invalid %{network} wallet address: %{rule}',
    amount_invalid: 'Amount %{rule}',
    amount_rules: {
      not_a_number: 'must be a number',
      not_positive: 'must be a positive number',
      too_large: 'must be at most %{max}',
      too_many_decimals: 'must have at most %{decimals} decimals',
    },
    address_rules: {
      'USDT-TRC20': 'must be a TRC20 address: 34 characters starting with T, with a valid checksum',
      'USDT-ERC20': 'must be an ERC20 address: 0x followed by 40 hex characters, with a valid EIP-55 checksum when mixed case',
    },
    view_only: 'Your role can view payouts but not create them.',
  },
  confirm: {
    title: 'Confirm payout',
    intro: 'Check every detail: a payout sent to a wrong address cannot be recovered.',
    wallet: 'Wallet address',
    confirm: 'Confirm Payout',
  },
  messages: {
    fill_all_fields: PAYOUT_MESSAGES.fillAllFields,
    submit_failed: PAYOUT_MESSAGES.submitFailed,
    request_failed: PAYOUT_MESSAGES.requestFailed,
    fetch_failed: PAYOUT_MESSAGES.fetchFailed,
    submitted: 'Payout request submitted',
  },
  stats: { title: 'Payout summary', total: 'Total Requests' },
  toolbar: { filters: 'Filters', all: 'All' },
  history: {
    title: 'Payout History',
    empty: 'No payout requests yet',
    no_match: 'No payout requests match your filters',
    copy_wallet: 'Copy wallet address',
    opened: 'Payout %{ref}',
    no_notes: 'No admin notes',
    columns: {
      wallet: 'Wallet',
      date: 'Date',
      network: 'Network',
      status: 'Status',
      amount: 'Amount',
      notes: 'Admin Notes',
    },
  },
  export: {
    none: PAYOUT_MESSAGES.noneToExport,
    confirm_title: 'Export payout requests',
    confirm: 'This will export %{count} withdrawal requests. Continue?',
    continue: 'Continue',
    success: '%{count} withdrawal requests exported successfully to %{filename}',
    failed: 'Failed to export transactions to Excel',
  },
};
