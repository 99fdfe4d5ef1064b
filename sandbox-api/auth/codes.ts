import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../../contract/constants';
import type { Db, Queryable } from '../db/types';
import { hmacHex, randomDigits, randomToken, safeEqualHex } from '../lib/tokens';

/**
 * Emailed one-time codes (login OTP, 2FA by email or phone) and password-reset tokens. Stored as
 * keyed hashes, single use, 5 minutes for codes; a code dies after 5 wrong tries. Issuing a new
 * code of a purpose retires the older ones, so only the latest message works.
 */
export type CodePurpose = 'login_otp' | '2fa' | 'reset';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'exhausted';

export class CodeStore {
  constructor(private readonly key: Buffer) {}

  private hash(purpose: CodePurpose, subject: string, code: string): string {
    return hmacHex(this.key, `${purpose}:${subject}:${code}`);
  }

  private async store(db: Queryable, userId: string, purpose: CodePurpose, hash: string, ttlMs: number): Promise<void> {
    await db.query(
      `UPDATE one_time_codes SET consumed_at = now()
        WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL`,
      [userId, purpose],
    );
    await db.query(
      `INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at)
       VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
      [userId, purpose, hash, ttlMs],
    );
  }

  /** A fresh 6-digit code for the user; the plain code goes only into the message. */
  async issueCode(db: Queryable, userId: string, purpose: Exclude<CodePurpose, 'reset'>): Promise<string> {
    const code = randomDigits(CODE_LENGTH);
    await this.store(db, userId, purpose, this.hash(purpose, userId, code), CODE_TTL_MS);
    return code;
  }

  /**
   * Checks a code against the user's latest one of that purpose and uses it up on success. A wrong
   * code counts an attempt; the fifth wrong attempt kills the code.
   */
  checkCode(db: Db, userId: string, purpose: Exclude<CodePurpose, 'reset'>, code: string): Promise<CodeCheck> {
    // Its own transaction: a wrong attempt must stay counted even when the caller then fails.
    return db.transaction((tx) => this.checkCodeIn(tx, userId, purpose, code));
  }

  private async checkCodeIn(db: Queryable, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    // FOR UPDATE: two requests with the same code cannot both use it.
    const { rows } = await db.query<{ id: string; code_hash: string; attempts: number; expired: boolean }>(
      `SELECT id, code_hash, attempts, expires_at <= now() AS expired
         FROM one_time_codes
        WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [userId, purpose],
    );
    const row = rows[0];
    if (!row) return 'invalid';
    if (row.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted';
    if (row.expired) return 'expired';
    if (!safeEqualHex(row.code_hash, this.hash(purpose, userId, code))) {
      await db.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid';
    }
    await db.query('UPDATE one_time_codes SET consumed_at = now() WHERE id = $1', [row.id]);
    return 'ok';
  }

  /** A long random reset token: the link in the email carries it, the table only its hash. */
  async issueResetToken(db: Queryable, userId: string): Promise<string> {
    const token = randomToken();
    await this.store(db, userId, 'reset', this.hash('reset', 'token', token), RESET_TOKEN_TTL_MS);
    return token;
  }

  /** Uses up a reset token and returns its user, or why it cannot be used. */
  async consumeResetToken(db: Queryable, token: string): Promise<{ userId: string } | 'invalid' | 'expired'> {
    const { rows } = await db.query<{ id: string; user_id: string; expired: boolean }>(
      `SELECT id, user_id, expires_at <= now() AS expired FROM one_time_codes
        WHERE code_hash = $1 AND purpose = 'reset' AND consumed_at IS NULL FOR UPDATE`,
      [this.hash('reset', 'token', token)],
    );
    const row = rows[0];
    if (!row) return 'invalid';
    if (row.expired) return 'expired';
    await db.query('UPDATE one_time_codes SET consumed_at = now() WHERE id = $1', [row.id]);
    return { userId: row.user_id };
  }
}
