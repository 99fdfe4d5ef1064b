import { NETWORKS, type Network } from '../../contract/constants';
import { RECENT_BALANCE_CHANGES, type BalanceChange, type WalletBalanceData } from '../../contract/walletBalance';
import { IN_FLIGHT_STATUSES, INCOMING_TYPES, merchantBalance, OUTGOING_TYPES, SETTLED_STATUSES } from '../dashboard/balance';
import type { Queryable } from '../db/types';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';

const round = (value: string) => Math.round(Number(value) * 100) / 100;

/**
 * The latest transactions that moved the balance, with the same rules as merchantBalance: settled
 * deposits credit their net amount, payouts and refunds on their way or sent debit their amount.
 */
async function recentChanges(db: Queryable, merchantId: string): Promise<BalanceChange[]> {
  const { rows } = await db.query<{ id: string; type: string; status: string; currency_type: Network; change: string; at: Date }>(
    `SELECT id, type, status, currency_type, at,
            CASE WHEN type = ANY($2::text[]) THEN COALESCE(net_amount, actual_balance, amount) ELSE -amount END::text AS change
       FROM (SELECT *, COALESCE(confirmed_at, processed_at, submitted_at, created_at) AS at FROM transactions
              WHERE merchant_id = $1
                AND ((type = ANY($2::text[]) AND status = ANY($3::text[]))
                  OR (type = ANY($4::text[]) AND (status = 'completed' OR status = ANY($5::text[]))))) AS moved
      ORDER BY at DESC, id DESC
      LIMIT $6`,
    [merchantId, INCOMING_TYPES, SETTLED_STATUSES, OUTGOING_TYPES, IN_FLIGHT_STATUSES, RECENT_BALANCE_CHANGES],
  );
  return rows.map((row) => ({ _id: row.id, type: row.type, status: row.status, network: row.currency_type, change: round(row.change), at: row.at.toISOString() }));
}

/** GET /wallet-balance: the Wallet Balances screen's data (an addition; the spec shows no call). */
export async function walletBalanceRoutes(app: App, { db }: Services): Promise<void> {
  app.get('/wallet-balance', { config: { auth: 'session', permission: 'balance-view' } }, async (request) => {
    const { merchantId } = currentUser(request);
    const [balance, wallets, changes] = await Promise.all([
      merchantBalance(db, merchantId),
      db.query<{ network: Network; address: string }>('SELECT network, address FROM wallets WHERE merchant_id = $1 AND is_active', [merchantId]),
      recentChanges(db, merchantId),
    ]);
    const data: WalletBalanceData = {
      total: round(balance.total),
      available: round(balance.available),
      fee: round(balance.fee),
      networks: NETWORKS.map((network) => ({
        network,
        total: round(balance.byNetwork[network].total),
        available: round(balance.byNetwork[network].available),
        fee: round(balance.byNetwork[network].fee),
        walletAddress: wallets.rows.find((wallet) => wallet.network === network)?.address ?? null,
      })),
      recentChanges: changes,
    };
    return { success: true, data };
  });
}
