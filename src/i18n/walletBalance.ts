import { registerMessages } from '.';

/** Wallet Balances (001 section 2.5, DECISIONS.md section 5). */
export const walletBalanceMessages = registerMessages('app.wallet_balance', {
  subtitle: 'Your balances per network, from the ledger',
  total_title: 'All networks',
  total: 'Total Balance',
  available: 'Available Balance',
  fee: 'Fee Amount',
  wallet: 'Wallet',
  no_wallet: 'No wallet on this network',
  recent: 'Recent balance changes',
  no_changes: 'No balance changes yet',
  from_dashboard: 'Per-network balances and recent changes are unavailable on this gateway; showing the dashboard totals.',
  types: { deposit: 'Deposit', topup: 'Top-up', payout: 'Payout', withdrawal: 'Withdrawal', withdraw: 'Withdrawal', refund: 'Refund' },
  fetch_failed: 'Failed to fetch wallet balances',
  actions_title: 'Manage funds',
  transfer_funds: 'Transfer Funds',
  manage_wallet: 'Manage Wallet',
});
