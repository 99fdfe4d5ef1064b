import type { Transaction } from '../../../contract/transactions';
import { ok, type Handler, type RecordedRequest } from '../../test/fetchDouble';

const MINUTE = 60_000;

/** An ISO time `minutes` ago. */
export function ago(minutes: number): string {
  return new Date(Date.now() - minutes * MINUTE).toISOString();
}

let next = 0;

/** A transaction row as GET /dashboard/transactionList sends it (001 section 3). */
export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  next += 1;
  const id = overrides._id ?? `tx-${next}`;
  return {
    _id: id,
    id,
    type: 'deposit',
    status: 'pending',
    amount: 100,
    displayAmount: null,
    actualBalance: null,
    fee: 1,
    netAmount: 99,
    currencyType: 'USDT-TRC20',
    createdAt: ago(60 * 24 * 30),
    submittedAt: null,
    updatedAt: ago(60 * 24 * 30),
    processedAt: null,
    confirmedAt: null,
    expiresAt: null,
    transactionId: `TXN-${next}`,
    walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    clientWallet: null,
    wallet: null,
    email: null,
    username: null,
    firstName: null,
    lastName: null,
    phoneNumber: null,
    referenceId: null,
    description: null,
    adminNotes: null,
    transactionHash: null,
    blockchainTxHash: null,
    adminTransferData: null,
    invoiceNo: null,
    blockchainData: null,
    verificationData: null,
    paymentStatus: null,
    ...overrides,
  };
}

export function page(docs: Transaction[], { total = docs.length, page: number = 1, limit = 10 } = {}) {
  return ok({ docs, page: number, limit, total, totalPages: Math.ceil(total / limit) });
}

/** A gateway list that pages through `rows` by the request's page and limit, as the server would. */
export function pagedList(rows: Transaction[]): Handler {
  return (request: RecordedRequest) => {
    const limit = Number(request.query.get('limit') ?? 10);
    const number = Number(request.query.get('page') ?? 1);
    const docs = rows.slice((number - 1) * limit, number * limit);
    return page(docs, { total: rows.length, page: number, limit });
  };
}

/** The list requests' queries, as plain objects for readable assertions. */
export function listQueries(requests: RecordedRequest[]): Record<string, string>[] {
  return requests.map((request) => Object.fromEntries(request.query.entries()));
}

/** Makes MUI's useMediaQuery see a phone-sized screen (below the sm breakpoint). */
export function emulateMobileViewport() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: /max-width:\s*599\.95px/.test(query),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
