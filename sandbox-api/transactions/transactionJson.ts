/**
 * The list row of 001 section 3 (contract Transaction), built by PostgreSQL as JSON: the one place
 * the row's shape is defined, for the list, the details, payouts and their webhooks. A page of 100
 * rows reaches the driver as one text instead of 3,200 values (issue 17: PGlite spent more time
 * decoding those than running the query), and the list call sends that text as it is.
 *
 * row_to_json prints the fields in this order with no spaces, as JSON.stringify does, and escapes
 * strings as it does. The values are what the API has always sent:
 * - money (numeric(20, 6)) as a JSON number without trailing zeros: trim_scale prints the exact
 *   decimal, which JSON.parse reads as the same double Number() made of the column's text (and
 *   prints the same way for every amount below 1e9, whose 15 digits a double holds exactly);
 * - times as Date.toISOString() prints them: UTC, milliseconds (the microseconds cut off, as the
 *   drivers' Date parsing did), a Z.
 *
 * The SQL refers to the columns of `transactions` unqualified: use it where they are in scope
 * (SELECT ... FROM transactions, RETURNING ...). It is of type json: the drivers answer an object.
 */

const money = (column: string) => `trim_scale(${column})`;

const time = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON object of the given fields (`"name"` to SQL), or null when `present` is false. */
const object = (present: string, fields: Record<string, string>) =>
  `CASE WHEN ${present} THEN (SELECT row_to_json(nested) FROM (SELECT ${selectList(fields)}) AS nested) END`;

function selectList(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, sql]) => `${sql} AS "${name}"`)
    .join(', ');
}

/** Deposits and top-ups: money a payer sends in. */
const DEPOSIT_SIDE = `type IN ('deposit', 'topup')`;

/**
 * The payment status of 001 section 4, decided as contract paymentStatusOf decides it (the client
 * uses that one for rows it has not fetched): only settled deposits have one, from the amount
 * received against the amount asked, both in micro-USDT rounded as Math.round does.
 */
const micro = (column: string) => `floor(${column}::float8 * 1e6 + 0.5)`;
const PAYMENT_STATUS = `CASE WHEN ${DEPOSIT_SIDE} AND status IN ('confirmed', 'completed', 'approved') AND actual_balance IS NOT NULL THEN
    CASE WHEN ${micro('actual_balance')} = ${micro('amount')} THEN 'Exact Paid'
      WHEN ${micro('actual_balance')} > ${micro('amount')} THEN 'Overpaid' ELSE 'Underpaid' END END`;

const FIELDS: Record<string, string> = {
  _id: 'id',
  id: 'id',
  type: 'type',
  status: 'status',
  amount: money('amount'),
  // What the list shows: the amount received once a deposit is paid, else the amount asked for.
  displayAmount: money(`CASE WHEN (${PAYMENT_STATUS}) IS NOT NULL THEN actual_balance ELSE amount END`),
  actualBalance: money('actual_balance'),
  fee: money('fee'),
  netAmount: money('net_amount'),
  currencyType: 'currency_type',
  createdAt: time('created_at'),
  submittedAt: time('submitted_at'),
  updatedAt: time('updated_at'),
  processedAt: time('processed_at'),
  confirmedAt: time('confirmed_at'),
  expiresAt: time('expires_at'),
  transactionId: 'transaction_id',
  walletAddress: 'wallet_address',
  clientWallet: 'client_wallet',
  // The one address the row is about: where a deposit is paid to, where a payout is sent.
  wallet: `CASE WHEN ${DEPOSIT_SIDE} THEN coalesce(wallet_address, client_wallet) ELSE coalesce(client_wallet, wallet_address) END`,
  email: 'email',
  username: 'username',
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  referenceId: 'reference_id',
  description: 'description',
  adminNotes: 'admin_notes',
  transactionHash: 'transaction_hash',
  blockchainTxHash: 'blockchain_tx_hash',
  adminTransferData: object('admin_transfer_tx_hash IS NOT NULL', { transactionHash: 'admin_transfer_tx_hash' }),
  invoiceNo: 'invoice_no',
  // The nested objects exist only when their source column is set, so a row "has blockchain data"
  // or "has verification data" exactly when the chain or the payment check produced some (the
  // client's tab filters of 001 section 4 test for their presence).
  blockchainData: object('blockchain_status IS NOT NULL', { network: 'currency_type', status: 'blockchain_status' }),
  verificationData: object('actual_balance IS NOT NULL', { actualBalance: money('actual_balance') }),
  paymentStatus: PAYMENT_STATUS,
};

/** The row as JSON (an SQL expression of type json). */
export const TRANSACTION_JSON = `(SELECT row_to_json(doc) FROM (SELECT ${selectList(FIELDS)}) AS doc)`;
