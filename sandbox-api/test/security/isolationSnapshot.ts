import type { Queryable } from '../../db/types';

/** The rows a merchant (or, for notifications, its team) owns, and the columns a change would show in. */
const OWNED = [
  // A deposit whose time ran out is closed by the 15-second expiry sweep whenever it runs, so
  // initiated and expired read the same once expires_at has passed: a request did not change it.
  {
    name: 'transactions',
    table: 'transactions',
    columns: `id, type, CASE WHEN status IN ('initiated', 'expired') AND expires_at <= now() THEN 'due' ELSE status END, amount, admin_notes`,
    orderBy: 'id',
    owner: 'merchant',
  },
  { name: 'complaints', table: 'complaints', columns: 'id, status, admin_notes', orderBy: 'id', owner: 'merchant' },
  { name: 'ipWhitelist', table: 'ip_whitelist', columns: 'ip_address, status', orderBy: 'ip_address', owner: 'merchant' },
  { name: 'walletServiceTypes', table: 'wallet_service_types', columns: 'id, full_name, is_active', orderBy: 'id', owner: 'merchant' },
  { name: 'notifications', table: 'notifications', columns: 'id, is_read', orderBy: 'id', owner: 'team' },
  { name: 'webhookEndpoints', table: 'webhook_endpoints', columns: 'id, url, events, enabled, secret_encrypted', orderBy: 'id', owner: 'merchant' },
  { name: 'payoutPolicy', table: 'payout_policies', columns: 'approval, threshold, new_address, cooling_off_hours', orderBy: 'merchant_id', owner: 'merchant' },
  { name: 'payoutApprovals', table: 'payout_approvals', columns: 'id, status, decided_by, reason', orderBy: 'id', owner: 'merchant' },
  { name: 'paymentIssues', table: 'payment_issues', columns: 'id, status, resolution, note, resolved_by', orderBy: 'id', owner: 'merchant' },
  { name: 'payoutAddresses', table: 'payout_addresses', columns: 'id, label, active_from, removed_at', orderBy: 'id', owner: 'merchant' },
  { name: 'webhookDeliveries', table: 'webhook_deliveries', columns: 'id, endpoint_id, event_id', orderBy: 'id', owner: 'merchant' },
] as const;

/**
 * Everything a merchant owns, reduced to comparable digests: its team's accounts (role, status,
 * password, 2FA), its merchant settings, ledger, complaints, whitelist, service types and the
 * team's notifications. Equal before and after a refused call means the call changed nothing.
 */
export async function merchantSnapshot(db: Queryable, merchantId: string): Promise<Record<string, unknown>> {
  const digest = async (name: string, sql: string) => {
    const { rows } = await db.query<{ digest: string | null; count: number }>(sql, [merchantId]);
    return [name, rows[0]] as const;
  };
  const team = `SELECT id FROM users WHERE id = $1 OR parent_user_id = $1`;
  const parts = await Promise.all([
    digest(
      'team',
      `SELECT md5(string_agg(concat_ws('|', id, email, name, role, status, parent_user_id, password_hash, two_factor_enabled,
                 two_factor_type, two_factor_verified, two_factor_secret_encrypted), ',' ORDER BY id)) AS digest, count(*)::int AS count
         FROM users WHERE id = $1 OR parent_user_id = $1`,
    ),
    digest(
      'merchant',
      `SELECT md5(concat_ws('|', company_name, licence_no, phone_no, country, auto_withdraw, auto_payout, max_auto_withdraw_amount,
                 transaction_timer, api_key, api_secret_encrypted, md5(logo), logo_mime, underpayment_tolerance_percent)) AS digest, 1 AS count
         FROM merchants WHERE id = $1`,
    ),
    ...OWNED.map(({ name, table, columns, orderBy, owner }) =>
      digest(
        name,
        `SELECT md5(string_agg(concat_ws('|', ${columns}), ',' ORDER BY ${orderBy})) AS digest, count(*)::int AS count
           FROM ${table} WHERE ${owner === 'team' ? `user_id IN (${team})` : 'merchant_id = $1'}`,
      ),
    ),
  ]);
  return Object.fromEntries(parts);
}
