import { NETWORKS, type Network } from '../../contract/constants';
import type { Queryable } from '../db/types';

/**
 * A merchant's balances, all-time, as contract/dashboard.ts defines them:
 * - total = the net credited by settled incoming transactions − outgoing ones that have left;
 * - available = total − outgoing ones on their way (pending, processing, approved): what may
 *   still be paid out, the figure a payout is checked against;
 * - fee = fees of settled incoming transactions and of outgoing ones that have left.
 * Per network too, because USDT on Tron cannot pay a transfer on Ethereum. Read from the all-time
 * totals of migration 003, so it costs a few dozen rows at any size. Values are exact decimal
 * strings (numeric), never floats; round them only for display. Pass a transaction's `tx` to read
 * inside it (a payout's balance check).
 */
export interface BalanceFigures {
  total: string;
  available: string;
  fee: string;
}

export interface MerchantBalance extends BalanceFigures {
  byNetwork: Record<Network, BalanceFigures>;
}

export const INCOMING_TYPES = ['deposit', 'topup'] as const;
export const SETTLED_STATUSES = ['confirmed', 'completed', 'approved'] as const;
export const OUTGOING_TYPES = ['payout', 'withdrawal', 'withdraw', 'refund'] as const;
export const IN_FLIGHT_STATUSES = ['pending', 'processing', 'approved'] as const;

const BALANCE_SQL = `
  SELECT currency_type,
         (credited - sent)::text AS total,
         (credited - sent - reserved)::text AS available,
         fee::text AS fee
    FROM (SELECT currency_type,
                 coalesce(sum(net) FILTER (WHERE incoming AND status = ANY($2::text[])), 0) AS credited,
                 coalesce(sum(amount) FILTER (WHERE NOT incoming AND status = 'completed'), 0) AS sent,
                 coalesce(sum(amount) FILTER (WHERE NOT incoming AND status = ANY($3::text[])), 0) AS reserved,
                 coalesce(sum(fee) FILTER (WHERE (incoming AND status = ANY($2::text[])) OR (NOT incoming AND status = 'completed')), 0) AS fee
            FROM (SELECT currency_type, status, net, amount, fee, type = ANY($4::text[]) AS incoming
                    FROM transaction_totals
                   WHERE merchant_id = $1 AND (type = ANY($4::text[]) OR type = ANY($5::text[]))) AS sums
           -- One row per network and, with currency_type null, one for both together.
           GROUP BY GROUPING SETS ((currency_type), ())) AS per_network`;

/** The statement merchantBalance runs, exported for the benchmark's EXPLAIN. */
export const balanceStatement = (merchantId: string) => ({
  sql: BALANCE_SQL,
  params: [merchantId, SETTLED_STATUSES, IN_FLIGHT_STATUSES, INCOMING_TYPES, OUTGOING_TYPES],
});

export async function merchantBalance(db: Queryable, merchantId: string): Promise<MerchantBalance> {
  const { sql, params } = balanceStatement(merchantId);
  const { rows } = await db.query<{ currency_type: Network | null } & BalanceFigures>(sql, params);
  const zero: BalanceFigures = { total: '0', available: '0', fee: '0' };
  const figures = (row: BalanceFigures | undefined): BalanceFigures =>
    row ? { total: row.total, available: row.available, fee: row.fee } : zero;
  const byNetwork = Object.fromEntries(
    NETWORKS.map((network) => [network, figures(rows.find((row) => row.currency_type === network))]),
  ) as Record<Network, BalanceFigures>;
  return { ...figures(rows.find((row) => row.currency_type === null)), byNetwork };
}
