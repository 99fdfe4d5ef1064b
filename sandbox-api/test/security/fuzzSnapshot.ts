import { merchantBalance, type MerchantBalance } from '../../dashboard/balance';
import type { Queryable } from '../../db/types';

/**
 * What "bad input changed nothing" compares: the row count of every table, every merchant's
 * balances, and the full content of the tables only requests write to. Sessions (sliding expiry)
 * and transactions (the payment-link expiry sweep) legitimately change with time, so only their
 * counts are compared.
 */
export interface DataSnapshot {
  counts: Record<string, number>;
  balances: Record<string, MerchantBalance>;
  digests: Record<string, string>;
}

const DIGESTED_TABLES = ['users', 'merchants', 'ip_whitelist', 'notifications', 'complaints', 'wallet_service_types', 'rate_limits', 'notification_preferences', 'webhook_endpoints', 'payout_policies', 'payout_approvals', 'payout_addresses', 'payment_issues'] as const;

export async function snapshotData(db: Queryable): Promise<DataSnapshot> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = Number(rows[0].n);
  }
  const balances: Record<string, MerchantBalance> = {};
  const { rows: merchants } = await db.query<{ id: string }>('SELECT id FROM merchants ORDER BY id');
  for (const { id } of merchants) balances[id] = await merchantBalance(db, id);
  const digests: Record<string, string> = {};
  for (const table of DIGESTED_TABLES) {
    const { rows } = await db.query<{ digest: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`);
    digests[table] = rows[0].digest ?? 'empty';
  }
  return { counts, balances, digests };
}
