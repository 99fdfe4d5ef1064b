import { randomBytes, randomUUID } from 'node:crypto';
import { tronAddressFromBytes } from '../../../contract/addresses';
import type { PermissionSubject, Role } from '../../../contract/permissions';
import { createChallenge } from '../../auth/challenges';
import { CHALLENGE_COOKIE } from '../../auth/cookie';
import { hashPassword, SANDBOX_SCRYPT } from '../../auth/password';
import { createSession } from '../../auth/sessions';
import { openStepUp } from '../../auth/stepUp';
import { sha256Hex } from '../../lib/tokens';
import { totpCode } from '../../auth/totp';
import { DEMO_PASSWORD } from '../../db/seed';
import { createSimulatedDeposit } from '../../simulator/deposits';
import type { Harness } from '../harness';

/**
 * Rows the security tests act on, inserted straight into the database so that each call gets a
 * record of its own (a deleted sub-user or an answered complaint cannot spoil a later call), owned
 * by whichever merchant the test names: the caller's own in authz.spec, other@'s in isolation.spec.
 */

export const DEMO_EMAILS = [
  'merchant@sandbox.test',
  'finance@sandbox.test',
  'superops@sandbox.test',
  'ops@sandbox.test',
  'totp@sandbox.test',
  'otp@sandbox.test',
  'other@sandbox.test',
] as const;
export type DemoEmail = (typeof DEMO_EMAILS)[number];

/** A user as the permission rules see it, with the merchant whose data it works on. */
export interface Account extends PermissionSubject {
  id: string;
  email: string;
  role: Role;
  merchantId: string;
  isSubUser: boolean;
  parentUser: string | null;
}

/** The smallest valid PNG, for the logo route. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Columns of the demo accounts that self-service routes change (password, 2FA), restored after each call. */
const RESTORED_COLUMNS = [
  'password_hash',
  'two_factor_enabled',
  'two_factor_type',
  'two_factor_verified',
  'two_factor_secret_encrypted',
  'two_factor_last_step',
  'status',
] as const;

const unique = () => randomUUID().slice(0, 8);

export class AuthzFixtures {
  private readonly accounts = new Map<string, Account>();
  private passwordHash: Promise<string> | undefined;
  private snapshot: Record<string, unknown>[] = [];

  constructor(private readonly h: Harness) {}

  async account(email: string): Promise<Account> {
    const known = this.accounts.get(email);
    if (known) return known;
    const { rows } = await this.h.db.query<{ id: string; role: Role; parent_user_id: string | null }>(
      'SELECT id, role, parent_user_id FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    if (!rows[0]) throw new Error(`No user ${email}`);
    const { id, role, parent_user_id: parentUser } = rows[0];
    const account: Account = { id, email, role, merchantId: parentUser ?? id, isSubUser: parentUser !== null, parentUser };
    this.accounts.set(email, account);
    return account;
  }

  /** Remembers the demo accounts' password and 2FA columns, for restoreDemoAccounts. */
  async snapshotDemoAccounts(): Promise<void> {
    const { rows } = await this.h.db.query<Record<string, unknown>>(
      `SELECT id, ${RESTORED_COLUMNS.join(', ')} FROM users WHERE lower(email) = ANY($1::text[])`,
      [DEMO_EMAILS],
    );
    this.snapshot = rows;
  }

  /**
   * Undoes what a call did to its own caller (password change, 2FA switched off), removes the
   * users the fixtures made (each one would otherwise receive every later team notification),
   * and clears rate limits.
   */
  async restoreDemoAccounts(): Promise<void> {
    await this.h.db.query(`DELETE FROM users WHERE email LIKE 'authz-%@example.test'`);
    const sets = RESTORED_COLUMNS.map((column) => `${column} = saved.${column}`).join(', ');
    await this.h.db.query(
      `UPDATE users SET ${sets}
         FROM jsonb_to_recordset($1::jsonb) AS saved(id uuid, password_hash text, two_factor_enabled boolean,
              two_factor_type text, two_factor_verified boolean, two_factor_secret_encrypted text,
              two_factor_last_step bigint, status text)
        WHERE users.id = saved.id`,
      [JSON.stringify(this.snapshot)],
    );
    await this.h.db.query('DELETE FROM rate_limits');
  }

  /** A fresh sub-user of the merchant, whose password is the demo password. */
  async subUser(merchantId: string, role: Role = 'operation', extra: { twoFactor?: 'EMAIL' } = {}): Promise<{ id: string; email: string }> {
    this.passwordHash ??= hashPassword(DEMO_PASSWORD, SANDBOX_SCRYPT);
    const email = `authz-${unique()}@example.test`;
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO users (email, name, password_hash, role, parent_user_id, two_factor_enabled, two_factor_type, two_factor_verified)
       VALUES ($1, 'Authz Target', $2, $3, $4, $5, $6, $5) RETURNING id`,
      [email, await this.passwordHash, role, merchantId, extra.twoFactor !== undefined, extra.twoFactor ?? null],
    );
    return { id: rows[0].id, email };
  }

  /** A record of the merchant's activity log that every reader of the log may see (a sub-user created by the main merchant). */
  async activityRecord(merchantId: string): Promise<string> {
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO activity_log (merchant_id, actor_user_id, actor_email, actor_role, type, target_type, target_id, target_label)
       SELECT id, id, email, role, 'subuser.created', 'user', id::text, 'authz@example.test' FROM users WHERE id = $1 RETURNING id`,
      [merchantId],
    );
    return rows[0].id;
  }

  /** A webhook endpoint of the merchant, at an address that never resolves (.invalid). */
  async webhookEndpoint(merchantId: string): Promise<string> {
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO webhook_endpoints (merchant_id, url, events, secret_encrypted, secret_hint)
       VALUES ($1, $2, ARRAY['deposit.confirmed'], $3, 'test') RETURNING id`,
      [merchantId, `https://authz-${unique()}.example.invalid/hook`, this.h.app.services.secrets.encrypt('whsec_authz-fixture-secret')],
    );
    return rows[0].id;
  }

  /** A settled delivery of a fresh webhook endpoint of the merchant. */
  async webhookDelivery(merchantId: string): Promise<string> {
    const endpointId = await this.webhookEndpoint(merchantId);
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO webhook_deliveries (merchant_id, endpoint_id, event_id, event_type, payload, status, attempts, max_attempts)
       VALUES ($1, $2, gen_random_uuid(), 'webhook.test', '{"type":"webhook.test"}'::jsonb, 'failed', 1, 8) RETURNING id`,
      [merchantId, endpointId],
    );
    return rows[0].id;
  }

  async notification(userId: string): Promise<string> {
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO notifications (user_id, title, message) VALUES ($1, 'Authz notice', 'for the security tests') RETURNING id`,
      [userId],
    );
    return rows[0].id;
  }

  /** Another live session of a user (issue 28's session list): its id, as DELETE /api/v2/sessions/:id takes it. */
  async session(userId: string): Promise<string> {
    return (await createSession(this.h.db, { userId, rememberMe: false, ip: '192.0.2.1', userAgent: 'authz' })).id;
  }

  /** A pending complaint on a pending payout: the only kind that can still be answered. */
  async pendingPayout(merchantId: string): Promise<string> {
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, client_wallet)
       VALUES ($1, 'payout', 'pending', 'USDT-TRC20', 1, $2, 'TAuthzClientWallet') RETURNING id`,
      [merchantId, `PAY-AUTHZ-${unique()}`],
    );
    return rows[0].id;
  }

  /** An approval request, awaiting, for a fresh pending payout of the merchant, asked by `requesterId`. */
  async payoutApproval(merchantId: string, requesterId: string): Promise<string> {
    const payoutId = await this.pendingPayout(merchantId);
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO payout_approvals (merchant_id, payout_id, requested_by, requested_by_email)
       SELECT $1, $2, id, email FROM users WHERE id = $3 RETURNING id`,
      [merchantId, payoutId, requesterId],
    );
    return rows[0].id;
  }

  /** An open payment issue (issue 29) of a fresh confirmed, underpaid deposit of the merchant. */
  async paymentIssue(merchantId: string): Promise<string> {
    const { rows: deposit } = await this.h.db.query<{ id: string }>(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, actual_balance, transaction_id, wallet_address)
       VALUES ($1, 'deposit', 'confirmed', 'USDT-TRC20', 10, 9, $2, $3) RETURNING id`,
      // An address of its own: a shared one would be an identifier of both merchants (isolation.spec).
      [merchantId, `DEP-AUTHZ-${unique()}`, `TAuthzDepositWallet${unique()}`],
    );
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO payment_issues (merchant_id, deposit_id, kind, currency_type, expected, received)
       VALUES ($1, $2, 'underpaid', 'USDT-TRC20', 10, 9) RETURNING id`,
      [merchantId, deposit[0].id],
    );
    return rows[0].id;
  }

  /** A fresh confirmed deposit of the merchant, 10 USDT received: what a payer refund (issue 29) pays back. */
  async confirmedDeposit(merchantId: string): Promise<string> {
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, actual_balance, net_amount, transaction_id, wallet_address)
       VALUES ($1, 'deposit', 'confirmed', 'USDT-TRC20', 10, 10, 10, $2, $3) RETURNING id`,
      [merchantId, `DEP-AUTHZ-${unique()}`, `TAuthzDepositWallet${unique()}`],
    );
    return rows[0].id;
  }

  /** A payer refund of 1 USDT of a fresh confirmed deposit of the merchant, awaiting the payer's address. */
  async payerRefund(merchantId: string): Promise<string> {
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO payer_refunds (merchant_id, deposit_id, amount, currency_type, created_by, created_by_email, expires_at)
       SELECT $1, $2, 1, 'USDT-TRC20', id, email, now() + interval '7 days' FROM users WHERE id = $1 RETURNING id`,
      [merchantId, await this.confirmedDeposit(merchantId)],
    );
    return rows[0].id;
  }

  /** A daily report schedule (issue 29) of the merchant, mailed to the main merchant. */
  async reportSchedule(merchantId: string): Promise<string> {
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO report_schedules (merchant_id, frequency, format, recipients, hour, next_run_at)
       SELECT $1, 'daily', 'csv', ARRAY[email], 7, now() + interval '1 day' FROM users WHERE id = $1 RETURNING id`,
      [merchantId],
    );
    return rows[0].id;
  }

  /** An address-book entry of the merchant, still cooling off, for a fresh TRC20 address. */
  async payoutAddress(merchantId: string): Promise<string> {
    const address = tronAddressFromBytes(randomBytes(20));
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO payout_addresses (merchant_id, label, currency_type, address, address_key, active_from, created_by_email)
       VALUES ($1, 'Authz entry', 'USDT-TRC20', $2, $2, now() + interval '1 day', 'authz@example.test') RETURNING id`,
      [merchantId, address],
    );
    return rows[0].id;
  }

  async openComplaint(merchantId: string): Promise<string> {
    const { rows: payout } = await this.h.db.query<{ id: string }>(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, client_wallet)
       VALUES ($1, 'payout', 'pending', 'USDT-TRC20', 1, $2, 'TAuthzClientWallet') RETURNING id`,
      [merchantId, `PAY-AUTHZ-${unique()}`],
    );
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO complaints (merchant_id, withdrawal_id, title, description) VALUES ($1, $2, 'Authz complaint', 'not received')
       RETURNING id`,
      [merchantId, payout[0].id],
    );
    return rows[0].id;
  }

  async walletServiceType(merchantId: string): Promise<string> {
    const { rows } = await this.h.db.query<{ id: string }>(
      `INSERT INTO wallet_service_types (merchant_id, customer_id, full_name) VALUES ($1, $2, 'Authz Customer') RETURNING id`,
      [merchantId, `cust-${unique()}`],
    );
    return rows[0].id;
  }

  /** An open payment link (an initiated deposit with its address and expiry). */
  async paymentLink(merchantId: string): Promise<string> {
    const deposit = await createSimulatedDeposit(this.h.app.services, merchantId, { amount: '3.00' });
    return deposit._id;
  }

  /** An active whitelist entry of the merchant, by address. */
  async whitelistedIp(merchantId: string): Promise<string> {
    const ip = freshIp();
    await this.h.db.query(`INSERT INTO ip_whitelist (merchant_id, ip_address) VALUES ($1, $2)`, [merchantId, ip]);
    return ip;
  }

  async setLogo(merchantId: string): Promise<void> {
    await this.h.db.query(`UPDATE merchants SET logo = $2, logo_mime = 'image/png', logo_updated_at = now() WHERE id = $1`, [merchantId, PNG]);
  }

  async apiCredentials(merchantId: string): Promise<{ key: string; secret: string }> {
    const { rows } = await this.h.db.query<{ api_key: string; api_secret_encrypted: string }>(
      'SELECT api_key, api_secret_encrypted FROM merchants WHERE id = $1',
      [merchantId],
    );
    return { key: rows[0].api_key, secret: this.h.app.services.secrets.decrypt(rows[0].api_secret_encrypted) };
  }

  /**
   * A user half-way through signing in with emailed 2FA: password verified, code mailed; `cookie`
   * is the Cookie header of the client that passed the password step.
   */
  async pendingSignIn(merchantId: string): Promise<{ userId: string; code: string; cookie: string }> {
    const user = await this.subUser(merchantId, 'operation', { twoFactor: 'EMAIL' });
    const token = await createChallenge(this.h.db, { userId: user.id, rememberMe: false, ip: '127.0.0.1' });
    return { userId: user.id, code: await this.h.app.services.codes.issueCode(this.h.db, user.id, '2fa'), cookie: `${CHALLENGE_COOKIE}=${token}` };
  }

  /** A valid code for the user's own 2FA method, or a well-formed wrong one when it has none. */
  async twoFactorCode(userId: string): Promise<string> {
    const { rows } = await this.h.db.query<{ two_factor_type: string | null; two_factor_secret_encrypted: string | null }>(
      'SELECT two_factor_type, two_factor_secret_encrypted FROM users WHERE id = $1 AND two_factor_enabled',
      [userId],
    );
    const method = rows[0];
    if (method?.two_factor_type === 'GOOGLE_AUTH' && method.two_factor_secret_encrypted) {
      return totpCode(this.h.app.services.secrets.decrypt(method.two_factor_secret_encrypted));
    }
    if (method) return this.h.app.services.codes.issueCode(this.h.db, userId, '2fa');
    return '000000';
  }

  /** What POST /api/v2/step-up takes from the user: a current 2FA code where 2FA guards its sign-in, else the password. */
  async stepUpProof(userId: string): Promise<{ code: string } | { password: string }> {
    const { rows } = await this.h.db.query('SELECT 1 FROM users WHERE id = $1 AND two_factor_enabled AND two_factor_verified', [userId]);
    return rows.length > 0 ? { code: await this.twoFactorCode(userId) } : { password: DEMO_PASSWORD };
  }

  /** Opens the step-up window of the session behind a token, as POST /api/v2/step-up does. */
  async openStepUp(token: string): Promise<void> {
    const { rows } = await this.h.db.query<{ id: string }>('SELECT id FROM sessions WHERE token_hash = $1', [sha256Hex(token)]);
    await openStepUp(this.h.db, rows[0].id);
  }

  /** A password-reset token of a fresh user. */
  async resetToken(merchantId: string): Promise<string> {
    const user = await this.subUser(merchantId);
    return this.h.app.services.codes.issueResetToken(this.h.db, user.id);
  }
}

/** A private address no seeded whitelist holds. */
export function freshIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}
