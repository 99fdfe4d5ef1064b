/** Answers of the gateway for the dashboard's calls, in the shapes of 000 sections 3 and 7. */

export const TRC20_WALLET = 'TQ4rZ8mHk2vPqW7yXn3sLd5cB9aJfE1gKd';
export const ERC20_WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

export const DASHBOARD = {
  totalVolume: 12480.5,
  avgTransaction: 312.0125,
  totalAmount: '20250.756',
  availableBalance: 18000,
  feeAmt: 250.25,
  wallet: [
    { walletNetwork: 'USDT-TRC20', walletAddress: TRC20_WALLET },
    { walletNetwork: 'USDT-ERC20', walletAddress: ERC20_WALLET },
  ],
  recentTransactions: {
    deposits: [
      { _id: 'd1', amount: 250, actualBalance: 249.5, status: 'confirmed', createdAt: '2026-02-01T10:00:00Z', walletAddress: TRC20_WALLET, currencyType: 'USDT-TRC20' },
      { _id: 'd2', amount: 80, actualBalance: null, status: 'pending', createdAt: '2026-02-01T08:00:00Z', walletAddress: TRC20_WALLET },
      { _id: 'd3', amount: 40, actualBalance: null, status: 'expired', createdAt: '2026-01-30T08:00:00Z', walletAddress: TRC20_WALLET, currencyType: 'USDT-TRC20' },
      { _id: 'd4', amount: 15, actualBalance: null, status: 'failed', createdAt: '2026-01-29T08:00:00Z', walletAddress: TRC20_WALLET, currencyType: 'USDT-TRC20' },
      { _id: 'd5', amount: 60, actualBalance: null, status: 'initiated', createdAt: '2026-01-28T08:00:00Z', walletAddress: TRC20_WALLET, currencyType: 'USDT-TRC20' },
    ],
    withdrawals: [
      { _id: 'w1', amount: 90, status: 'completed', createdAt: '2026-02-01T09:00:00Z', clientWallet: ERC20_WALLET, currencyType: 'USDT-ERC20' },
      { _id: 'w2', amount: 120, status: 'rejected', createdAt: '2026-01-31T09:00:00Z', clientWallet: ERC20_WALLET, currencyType: 'USDT-ERC20' },
      { _id: 'w3', amount: 35, status: 'pending', createdAt: '2026-01-27T09:00:00Z', clientWallet: TRC20_WALLET, currencyType: 'USDT-TRC20' },
      { _id: 'w4', amount: 10, status: 'failed', createdAt: '2026-01-26T09:00:00Z', clientWallet: TRC20_WALLET, currencyType: 'USDT-TRC20' },
      { _id: 'w5', amount: 500, status: 'completed', createdAt: '2026-01-20T09:00:00Z', clientWallet: TRC20_WALLET, currencyType: 'USDT-TRC20' },
    ],
  },
  series: [
    { date: '2026-01-29', volume: 120 },
    { date: '2026-01-30', volume: 340.5 },
    { date: '2026-01-31', volume: 95 },
    { date: '2026-02-01', volume: 410 },
  ],
};

/** What a caller without balance-view gets: no balance fields, figures zeroed for sub-users. */
export const DASHBOARD_WITHOUT_BALANCE = {
  totalVolume: 0,
  avgTransaction: 0,
  wallet: [],
  recentTransactions: DASHBOARD.recentTransactions,
};

export const WITHDRAWAL_TICKETS = {
  success: true,
  data: [
    {
      _id: 't1',
      title: 'Payout to exchange not received',
      status: 'pending',
      submittedAt: '2026-02-01T07:00:00Z',
      withdrawalId: { amount: 150, status: 'pending', clientWallet: TRC20_WALLET, updatedAt: '2026-02-01T07:00:00Z' },
    },
    {
      _id: 't2',
      title: 'Wrong network selected',
      status: 'in-progress',
      submittedAt: '2026-01-30T07:00:00Z',
      withdrawalId: { amount: '75.5', status: 'pending', clientWallet: ERC20_WALLET, updatedAt: '2026-01-30T07:00:00Z' },
    },
    {
      _id: 't3',
      title: 'Refund of duplicate payout',
      status: 'completed',
      submittedAt: '2026-01-28T07:00:00Z',
      withdrawalId: { amount: 20, status: 'completed', clientWallet: ERC20_WALLET, updatedAt: '2026-01-29T07:00:00Z' },
    },
  ],
  pagination: { page: 1, limit: 3, totalPages: 4 },
};
