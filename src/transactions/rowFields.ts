import { DEFAULT_NETWORK, EXPLORERS, NETWORKS, type Network } from '../../contract/constants';
import type { Transaction } from '../../contract/transactions';
import { isDeposit } from './amounts';

/** Wallet addresses are cut to 8 characters on mobile and 12 on desktop (001 section 2.2). */
export const ADDRESS_CHARS = { mobile: 8, desktop: 12 } as const;

export function truncateAddress(address: string, chars: number): string {
  return address.length > chars ? `${address.slice(0, chars)}...` : address;
}

/** A deposit's wallet is the address the customer paid to; a payout's is the client wallet it went to. */
export function walletOf(row: Transaction): string | null {
  if (isDeposit(row)) return row.walletAddress ?? row.wallet ?? null;
  return row.clientWallet ?? row.wallet ?? row.walletAddress ?? null;
}

export function networkOf(row: Pick<Transaction, 'currencyType'>): Network {
  return (NETWORKS as readonly string[]).includes(row.currencyType) ? row.currencyType : DEFAULT_NETWORK;
}

/** The on-chain hash, wherever the gateway put it. */
export function txHashOf(row: Transaction): string | null {
  return row.transactionHash ?? row.blockchainTxHash ?? row.adminTransferData?.transactionHash ?? null;
}

/** Test-network explorers: Tron Nile for TRC20, Ethereum Sepolia for ERC20. */
export function explorerTxUrl(row: Transaction): string | null {
  const hash = txHashOf(row);
  return hash ? `${EXPLORERS[networkOf(row)].tx}${encodeURIComponent(hash)}` : null;
}

export function fullNameOf(row: Pick<Transaction, 'firstName' | 'lastName'>): string | null {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/** The id a merchant recognises: the gateway's transaction id, else the record id. */
export function displayIdOf(row: Transaction): string {
  return row.transactionId ?? row._id;
}
