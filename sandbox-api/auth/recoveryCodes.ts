import { randomInt, randomUUID } from 'node:crypto';
import {
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  type RecoveryCodeRecord,
  type RecoveryCodeSet,
} from '../../contract/recoveryCodes';
import type { Db, Queryable } from '../db/types';
import { deriveKey } from '../lib/secretBox';
import { hmacHex } from '../lib/tokens';

/**
 * 2FA recovery codes (issue 16): ten random codes per user, shown once; the table keeps only an
 * HMAC of each under a key derived from SESSION_SECRET, so a leaked table cannot be brute-forced
 * offline. A code is used up by the one UPDATE that marks it, so two sign-ins racing with the same
 * code cannot both pass.
 */
export class RecoveryCodes {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = deriveKey(sessionSecret, 'recovery codes v1');
  }

  private hash(code: string): string {
    return hmacHex(this.key, normalizeRecoveryCode(code));
  }

  /** A new set for the user, replacing (and so invalidating) the previous one. */
  async replace(db: Db, userId: string): Promise<RecoveryCodeSet> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newCode());
    const setId = randomUUID();
    const createdAt = await db.transaction(async (tx) => {
      await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
      const { rows } = await tx.query<{ created_at: Date }>(
        `INSERT INTO recovery_codes (user_id, set_id, code_hash)
         SELECT $1, $2, hash FROM unnest($3::text[]) AS hash RETURNING created_at`,
        [userId, setId, codes.map((code) => this.hash(code))],
      );
      return rows[0].created_at;
    });
    return { id: setId, createdAt: createdAt.toISOString(), codes };
  }

  /** Marks the code used and answers true, or false for a wrong or already used code. */
  async use(db: Queryable, userId: string, code: string): Promise<boolean> {
    const { rowCount } = await db.query(
      'UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL',
      [userId, this.hash(code)],
    );
    return rowCount === 1;
  }

  async remove(db: Queryable, userId: string): Promise<void> {
    await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  }
}

function newCode(): string {
  const pick = () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  const group = () => Array.from({ length: 5 }, pick).join('');
  return `${group()}-${group()}`;
}

export async function remainingRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return rows[0]?.n ?? 0;
}

export async function listRecoveryCodes(
  db: Queryable,
  userId: string,
  filter: { used?: boolean },
): Promise<RecoveryCodeRecord[]> {
  const { rows } = await db.query<{ id: string; created_at: Date; used_at: Date | null }>(
    `SELECT id, created_at, used_at FROM recovery_codes
      WHERE user_id = $1 AND ($2::boolean IS NULL OR (used_at IS NOT NULL) = $2)
      ORDER BY created_at, id`,
    [userId, filter.used ?? null],
  );
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at.toISOString(), usedAt: row.used_at?.toISOString() ?? null }));
}
