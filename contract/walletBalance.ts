import type { Network } from './constants';

/**
 * Wallet Balances (001 section 2.5, DECISIONS.md section 5): real figures, per network and in
 * total, from the ledger. The spec shows no call for it, so the sandbox adds GET /wallet-balance.
 * Figures are numbers rounded from the exact numeric ledger, for display.
 */
export interface BalanceFigures {
  /** Settled in, less what has left. */
  total: number;
  /** Total less payouts and refunds on their way: what may still be paid out. */
  available: number;
  fee: number;
}

export interface NetworkBalance extends BalanceFigures {
  network: Network;
  /** The merchant's receiving wallet on this network, when it has one. */
  walletAddress: string | null;
}

/** One transaction that moved the balance: deposits in (+), payouts and refunds out (−). */
export interface BalanceChange {
  _id: string;
  type: string;
  status: string;
  network: Network;
  /** Signed: positive credits the balance, negative debits it. */
  change: number;
  at: string;
}

export interface WalletBalanceData extends BalanceFigures {
  networks: NetworkBalance[];
  recentChanges: BalanceChange[];
}

export const RECENT_BALANCE_CHANGES = 10;
