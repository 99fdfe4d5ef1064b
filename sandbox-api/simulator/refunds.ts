import { randomBytes, randomInt } from 'node:crypto';
import type { Network } from '../../contract/constants';
import { merchantBalance } from '../dashboard/balance';
import { toCents } from '../dashboard/money';
import { conflict } from '../lib/httpErrors';
import { notifyMerchantUsers } from '../notifications';
import { refundEvent } from '../routes/refunds';
import type { Services } from '../services';
import { emitTransactionEvent } from '../transactions/events';
import { freshAddress, freshTransactionHash } from './deposits';
import { alert, bodyOf } from '../i18n';

/**
 * A refund to a customer that the chain has confirmed: the event on which the dashboard plays its
 * confirmation sound and reloads (000 section 4). It writes a completed refund, so the balance
 * moves with the event, and raises `refund-update-{userId}` with `{ status: 'confirmed',
 * type: 'refund_created' }`, `transaction-update-{userId}` and a notification for the team.
 */
export interface RefundCreatedEvent {
  status: 'confirmed';
  type: 'refund_created';
  transactionId: string;
  amount: number;
  currencyType: Network;
}

export interface SimulatedRefund {
  _id: string;
  transactionId: string;
  status: string;
  amount: number;
  currencyType: Network;
  clientWallet: string;
  transactionHash: string;
  createdAt: string;
}

/** The refund never spends more than the network's available balance, like a payout. */
export async function simulateRefundCreated(
  services: Pick<Services, 'db' | 'realtime' | 'mailer'>,
  merchantId: string,
  input: { amount?: string; network?: Network } = {},
): Promise<SimulatedRefund> {
  const network = input.network ?? 'USDT-TRC20';
  const amount = input.amount ?? (randomInt(100, 2_001) / 100).toFixed(2);
  const hash = freshTransactionHash(network);
  const refund = await services.db.transaction(async (tx) => {
    // The payout's lock (sandbox-api/payouts/createPayout.ts): balance checks of one merchant run in turn.
    await tx.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [merchantId]);
    const { available } = (await merchantBalance(tx, merchantId)).byNetwork[network];
    const { rows: check } = await tx.query<{ enough: boolean }>('SELECT $1::numeric <= $2::numeric AS enough', [amount, available]);
    if (!check[0].enough) throw conflict(`Insufficient available balance (${toCents(available).toFixed(2)} ${network})`);
    const { rows } = await tx.query<{ id: string; transaction_id: string; status: string; amount: string; client_wallet: string; created_at: Date }>(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, fee, net_amount, transaction_id, client_wallet,
                                 description, transaction_hash, blockchain_tx_hash, blockchain_status, submitted_at, processed_at)
       VALUES ($1, 'refund', 'completed', $2, $3::numeric, 0, $3::numeric, $4, $5, 'Refund to customer', $6, $6, 'success', now(), now())
       RETURNING id, transaction_id, status, amount::text, client_wallet, created_at`,
      [merchantId, network, amount, `RFD-${randomBytes(6).toString('hex').toUpperCase()}`, freshAddress(network), hash],
    );
    return rows[0];
  });

  const event: RefundCreatedEvent = {
    status: 'confirmed',
    type: 'refund_created',
    transactionId: refund.id,
    amount: Number(refund.amount),
    currencyType: network,
  };
  await services.realtime.emitToMerchantUsers(merchantId, refundEvent, event);
  await emitTransactionEvent(services, merchantId, {
    type: 'new_transaction',
    transactionId: refund.id,
    status: refund.status,
    transactionType: 'refund',
  });
  await notifyMerchantUsers(services, merchantId, {
    type: 'refund_created',
    title: 'Refund confirmed',
    ...bodyOf(alert('refundConfirmed', toCents(refund.amount).toFixed(2), network)),
    targetRef: refund.id,
  });
  return {
    _id: refund.id,
    transactionId: refund.transaction_id,
    status: refund.status,
    amount: Number(refund.amount),
    currencyType: network,
    clientWallet: refund.client_wallet,
    transactionHash: hash,
    createdAt: refund.created_at.toISOString(),
  };
}
