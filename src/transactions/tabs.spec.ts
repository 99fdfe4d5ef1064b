import { describe, expect, it } from 'vitest';
import { matchesListType, type Transaction, type TransactionType } from '../../contract/transactions';
import { transaction } from './test/fixtures';

/** A row of `type` with none of the markers the tab filters look at. */
function bare(type: TransactionType, markers: Partial<Transaction> = {}): Transaction {
  return transaction({
    type,
    verificationData: null,
    walletAddress: null,
    transactionId: null,
    blockchainData: null,
    clientWallet: null,
    ...markers,
  });
}

type Expected = { deposit: boolean; payout: boolean; withdraw: boolean };
const tabs = (deposit: boolean, payout: boolean, withdraw: boolean): Expected => ({ deposit, payout, withdraw });

/**
 * The tab filters of 001 section 4. Deposits: type deposit or topup, or verification data, a
 * wallet address or a transaction id. Payouts: type withdrawal, payout or withdraw, or blockchain
 * data or a client wallet. Withdraw: type refund or withdraw. The markers are tried on a refund,
 * whose type alone matches only the Withdraw tab.
 */
const RULES: [string, Transaction, Expected][] = [
  ['type deposit', bare('deposit'), tabs(true, false, false)],
  ['type topup', bare('topup'), tabs(true, false, false)],
  ['type payout', bare('payout'), tabs(false, true, false)],
  ['type withdrawal', bare('withdrawal'), tabs(false, true, false)],
  ['type withdraw', bare('withdraw'), tabs(false, true, true)],
  ['type refund', bare('refund'), tabs(false, false, true)],
  ['verification data', bare('refund', { verificationData: { actualBalance: 10 } }), tabs(true, false, true)],
  ['a wallet address', bare('refund', { walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }), tabs(true, false, true)],
  ['a transaction id', bare('refund', { transactionId: 'TXN-1' }), tabs(true, false, true)],
  ['blockchain data', bare('refund', { blockchainData: { network: 'TRON', status: 'success' } }), tabs(false, true, true)],
  ['a client wallet', bare('refund', { clientWallet: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }), tabs(false, true, true)],
  ['an empty wallet address and transaction id', bare('refund', { walletAddress: '', transactionId: '' }), tabs(false, false, true)],
  ['a payout with a wallet address', bare('payout', { walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }), tabs(true, true, false)],
  ['a deposit with a client wallet', bare('deposit', { clientWallet: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }), tabs(true, true, false)],
];

describe('matchesListType (001 section 4, tab filters)', () => {
  it.each(RULES)('places a row with %s', (_, row, expected) => {
    expect({
      deposit: matchesListType('deposit', row),
      payout: matchesListType('payout', row),
      withdraw: matchesListType('refund', row),
    }).toEqual(expected);
  });
});
