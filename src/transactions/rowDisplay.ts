import { DEFAULT_NETWORK, EXPLORERS, NETWORKS, NEW_BADGE_MS, type Network } from '../../contract/constants';
import { paymentStatusOf, type PaymentStatus, type Transaction } from '../../contract/transactions';
import { NETWORK_ERROR_STATUS, isHttpError } from '../../dataProvider/httpClient';
import { signOf } from '../common/UsdtAmount';
import type { TranslateFunction } from 'react-admin';
import '../i18n/transactions';

const isDeposit = (row: Pick<Transaction, 'type'>) => row.type === 'deposit' || row.type === 'topup';

export const amountSign = (row: Pick<Transaction, 'type' | 'status'>) => signOf(isDeposit(row), row.status);

/** A settled deposit shows what arrived over what was asked and how they compare (001 sections 2.2, 4); else null. */
export function settledDepositOf(row: Transaction): { actual: number; payment: PaymentStatus | null } | null {
  const actual = row.actualBalance ?? row.verificationData?.actualBalance ?? null;
  if (!isDeposit(row) || actual === null || !['confirmed', 'completed', 'approved'].includes(row.status)) return null;
  return { actual, payment: row.paymentStatus ?? paymentStatusOf({ status: row.status, amount: row.amount, actualBalance: actual }) };
}

/** A deposit's payment status in the user's words, wherever it shows (the Transactions pill, the Reports table). */
export const paymentStatusLabel = (translate: TranslateFunction, status: string) => translate(`app.transactions.payment_status.${status}`, { _: status });

/** Wallet addresses are cut to 8 characters on mobile and 12 on desktop (001 section 2.2). */
export const ADDRESS_CHARS = { mobile: 8, desktop: 12 } as const;

export const truncateAddress = (address: string, chars: number) =>
  address.length > chars ? `${address.slice(0, chars)}...` : address;

/** A deposit's wallet is the address the customer paid to; a payout's is the client wallet it went to. */
export function walletOf(row: Transaction): string | null {
  if (isDeposit(row)) return row.walletAddress ?? row.wallet ?? null;
  return row.clientWallet ?? row.wallet ?? row.walletAddress ?? null;
}

export function networkOf(row: Pick<Transaction, 'currencyType'>): Network {
  return (NETWORKS as readonly string[]).includes(row.currencyType) ? row.currencyType : DEFAULT_NETWORK;
}

/** The transaction's hash and its page on the test network's explorer: Tron Nile for TRC20, Ethereum Sepolia for ERC20. */
export function explorerOf(row: Transaction): { hash: string; url: string } | null {
  const hash = row.transactionHash ?? row.blockchainTxHash ?? row.adminTransferData?.transactionHash;
  return hash ? { hash, url: `${EXPLORERS[networkOf(row)].tx}${encodeURIComponent(hash)}` } : null;
}

export const fullNameOf = (row: Pick<Transaction, 'firstName' | 'lastName'>) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || null;

/** The id a merchant recognises: the gateway's transaction id, else the record id. */
export const displayIdOf = (row: Transaction) => row.transactionId ?? row._id;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Nm ago' under an hour, 'Nh ago' under a day, 'Nd ago' under a week, then the date (001 section 2.2). */
export function relativeTime(value: string, now: number = Date.now()) {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  // A clock a little ahead of the server's must not show a time in the future.
  const age = Math.max(0, now - time);
  if (age < HOUR) return { unit: 'minutes', count: Math.floor(age / MINUTE) };
  if (age < DAY) return { unit: 'hours', count: Math.floor(age / HOUR) };
  if (age < 7 * DAY) return { unit: 'days', count: Math.floor(age / DAY) };
  return { date: new Date(time) };
}

/** The NEW badge marks rows created in the last 24 hours (001 section 9). */
export function isNew(createdAt: string, now: number = Date.now()): boolean {
  const time = Date.parse(createdAt);
  return !Number.isNaN(time) && now - time < NEW_BADGE_MS;
}

const ERROR_KEYS = new Map([[NETWORK_ERROR_STATUS, 'network'], [401, 'unauthorized'], [403, 'forbidden'], [404, 'not_found']]);

/** The list's own message by failing status (001 section 8), as its key under app.transactions.errors. */
export function listErrorKey(error: unknown): string {
  if (!isHttpError(error)) return 'failed';
  return ERROR_KEYS.get(error.status) ?? (error.status >= 500 ? 'server' : 'failed');
}
