/**
 * The spelling of a 2FA recovery code (issue 16), apart from the zod schemas of recoveryCodes.ts:
 * the sign-in page reads it, and its route carries no zod (issue 17).
 */

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Two groups of five, e.g. `k7mq2-x9vtr`: 50 bits. */
export const RECOVERY_CODE_PATTERN = /^[a-hj-km-np-z2-9]{5}-?[a-hj-km-np-z2-9]{5}$/;

/** The spelling a code is checked in: lower case, without spaces or the hyphen. */
export const normalizeRecoveryCode = (value: string) => value.trim().toLowerCase().replace(/[\s-]/g, '');

export function isRecoveryCode(value: string): boolean {
  return RECOVERY_CODE_PATTERN.test(value.trim().toLowerCase().replace(/\s/g, ''));
}
