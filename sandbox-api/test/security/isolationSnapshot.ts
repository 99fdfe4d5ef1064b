import type { Queryable } from '../../db/types';

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
                 transaction_timer, api_key, api_secret_encrypted, md5(logo), logo_mime)) AS digest, 1 AS count
         FROM merchants WHERE id = $1`,
    ),
    digest(
      'transactions',
      `SELECT md5(string_agg(concat_ws('|', id, type, status, amount, admin_notes), ',' ORDER BY id)) AS digest, count(*)::int AS count
         FROM transactions WHERE merchant_id = $1`,
    ),
    digest(
      'complaints',
      `SELECT md5(string_agg(concat_ws('|', id, status, admin_notes), ',' ORDER BY id)) AS digest, count(*)::int AS count
         FROM complaints WHERE merchant_id = $1`,
    ),
    digest(
      'ipWhitelist',
      `SELECT md5(string_agg(concat_ws('|', ip_address, status), ',' ORDER BY ip_address)) AS digest, count(*)::int AS count
         FROM ip_whitelist WHERE merchant_id = $1`,
    ),
    digest(
      'walletServiceTypes',
      `SELECT md5(string_agg(concat_ws('|', id, full_name, is_active), ',' ORDER BY id)) AS digest, count(*)::int AS count
         FROM wallet_service_types WHERE merchant_id = $1`,
    ),
    digest(
      'notifications',
      `SELECT md5(string_agg(concat_ws('|', id, is_read), ',' ORDER BY id)) AS digest, count(*)::int AS count
         FROM notifications WHERE user_id IN (${team})`,
    ),
  ]);
  return Object.fromEntries(parts);
}
