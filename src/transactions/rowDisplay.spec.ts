import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { formatAmount } from '../common/formatters';
import { amountSign, explorerOf, isNew, listErrorKey, relativeTime, settledDepositOf, truncateAddress, walletOf } from './rowDisplay';
import { statusTone } from '../common/StatusPill';
import { transaction } from './test/fixtures';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relative time (001 section 2.2)', () => {
  it.each([
    [0, { unit: 'minutes', count: 0 }],
    [59 * MIN + 59_000, { unit: 'minutes', count: 59 }],
    [HOUR, { unit: 'hours', count: 1 }],
    [DAY - 1, { unit: 'hours', count: 23 }],
    [DAY, { unit: 'days', count: 1 }],
    [7 * DAY - 1, { unit: 'days', count: 6 }],
  ])('%d ms ago reads %o', (age, expected) => {
    expect(relativeTime(before(age), NOW)).toEqual(expected);
  });

  it('turns into the date from 7 days on, and never reads as the future', () => {
    expect(relativeTime(before(7 * DAY), NOW)).toEqual({ date: new Date(NOW - 7 * DAY) });
    expect(relativeTime(new Date(NOW + 5 * MIN).toISOString(), NOW)).toEqual({ unit: 'minutes', count: 0 });
    expect(relativeTime('not a date', NOW)).toBeNull();
  });

  it('marks NEW for 24 hours', () => {
    expect(isNew(before(DAY - 1), NOW)).toBe(true);
    expect(isNew(before(DAY), NOW)).toBe(false);
  });
});

describe('row display rules', () => {
  it('signs by type and leaves unsettled statuses unsigned', () => {
    expect(amountSign({ type: 'deposit', status: 'confirmed' })).toBe('+');
    expect(amountSign({ type: 'topup', status: 'completed' })).toBe('+');
    expect(amountSign({ type: 'payout', status: 'completed' })).toBe('-');
    expect(amountSign({ type: 'refund', status: 'completed' })).toBe('-');
    for (const status of ['failed', 'initiated', 'pending', 'rejected', 'expired']) {
      expect(amountSign({ type: 'deposit', status })).toBe('');
      expect(amountSign({ type: 'payout', status })).toBe('');
    }
  });

  it('formats two decimals', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(null)).toBe('0.00');
  });

  it('takes what arrived and the payment status of settled deposits only', () => {
    expect(settledDepositOf(transaction({ status: 'approved', amount: 10, actualBalance: 10 }))).toEqual({ actual: 10, payment: 'Exact Paid' });
    expect(settledDepositOf(transaction({ status: 'confirmed', actualBalance: null, verificationData: { actualBalance: 12 } }))).toMatchObject({ actual: 12 });
    expect(settledDepositOf(transaction({ status: 'confirmed', actualBalance: null, verificationData: null }))).toBeNull();
    expect(settledDepositOf(transaction({ status: 'pending', amount: 10, actualBalance: 12 }))).toBeNull();
    expect(settledDepositOf(transaction({ type: 'payout', status: 'completed', amount: 10, actualBalance: 12 }))).toBeNull();
  });

  it('maps every status of 001 section 4 to its colour, the rest to grey', () => {
    expect(['completed', 'approved', 'confirmed'].map(statusTone)).toEqual(['green', 'green', 'green']);
    expect(['pending', 'processing'].map(statusTone)).toEqual(['yellow', 'yellow']);
    expect(['failed', 'blocked', 'cancelled', 'rejected'].map(statusTone)).toEqual(['red', 'red', 'red', 'red']);
    expect(statusTone('initiated')).toBe('orange');
    expect(['expired', 'api_failed', 'whatever'].map(statusTone)).toEqual(['grey', 'grey', 'grey']);
  });

  it('truncates addresses and picks the wallet by direction', () => {
    expect(truncateAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 8)).toBe('TQn9Y2kh...');
    expect(truncateAddress('TShort', 8)).toBe('TShort');
    expect(walletOf(transaction({ type: 'payout', walletAddress: 'TMerchant', clientWallet: 'TClient' }))).toBe('TClient');
    expect(walletOf(transaction({ type: 'deposit', walletAddress: 'TMerchant', clientWallet: 'TClient' }))).toBe('TMerchant');
  });

  it('takes the hash as transactionHash, then blockchainTxHash, then the admin transfer, with its explorer page', () => {
    const base = { transactionHash: null, blockchainTxHash: null, adminTransferData: null };
    expect(explorerOf(transaction({ ...base, transactionHash: 'a', blockchainTxHash: 'b' }))?.hash).toBe('a');
    expect(explorerOf(transaction({ ...base, blockchainTxHash: 'b', adminTransferData: { transactionHash: 'c' } }))?.hash).toBe('b');
    expect(explorerOf(transaction({ ...base, adminTransferData: { transactionHash: 'c' } }))?.hash).toBe('c');
    expect(explorerOf(transaction(base))).toBeNull();
    expect(explorerOf(transaction({ ...base, currencyType: 'USDT-ERC20', transactionHash: '0xab' }))).toEqual({
      hash: '0xab',
      url: 'https://sepolia.etherscan.io/tx/0xab',
    });
  });
});

describe('list error messages (001 section 8)', () => {
  it.each([
    [new HttpError('x', 401, null), 'unauthorized'],
    [new HttpError('x', 403, null), 'forbidden'],
    [new HttpError('x', 404, null), 'not_found'],
    [new HttpError('x', 500, null), 'server'],
    [new HttpError('x', 0, null), 'network'],
    [new HttpError('x', 422, null), 'failed'],
    [new Error('boom'), 'failed'],
  ])('%s → %s', (error, key) => {
    expect(listErrorKey(error)).toBe(key);
  });
});
