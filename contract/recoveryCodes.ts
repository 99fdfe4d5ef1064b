import { z } from 'zod';
import { Verify2faRequest } from './auth';
import { API_V2_PREFIX } from './activity';
import { jsonParam } from './simpleRest';
import { isRecoveryCode } from './recoveryCodeFormat';

/**
 * 2FA recovery codes (issue 16): when 2FA is verified the user receives RECOVERY_CODE_COUNT
 * single-use codes, shown once and stored only as keyed hashes. Sign-in step 3 accepts one in
 * place of the 2FA code. Served by the /api/v2 extension API in react-admin's simple-REST dialect.
 */
export const RECOVERY_CODE_COUNT = 10;
/** Below this many unused codes the two-factor panel warns. */
export const RECOVERY_CODES_LOW = 3;

export { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_PATTERN, isRecoveryCode, normalizeRecoveryCode } from './recoveryCodeFormat';

export const RECOVERY_CODES_RESOURCE = 'recovery-codes';
export const RECOVERY_CODES_PATH = `${API_V2_PREFIX}/${RECOVERY_CODES_RESOURCE}`;

export const RECOVERY_CODE_MESSAGES = {
  notEnabled: 'Turn on and verify 2FA before using recovery codes.',
  codeRequired: 'Enter a current 2FA code to regenerate your recovery codes.',
  regenerated: 'New recovery codes: save them now, they are shown only once. The old ones no longer work.',
} as const;

const twoFactorCode = Verify2faRequest.shape.code;

/**
 * verify-2fa's body with sign-in step 3's other choice: the 6-digit code, or a recovery code. A
 * value that is neither gets the 6-digit code's own message.
 */
export const Verify2faOrRecoveryRequest = Verify2faRequest.extend({
  code: z.string().superRefine((value, ctx) => {
    if (isRecoveryCode(value)) return;
    const checked = twoFactorCode.safeParse(value);
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  }),
});

/** One code of the user's current set, as GET /api/v2/recovery-codes lists it: never its value. */
export interface RecoveryCodeRecord {
  id: string;
  createdAt: string;
  usedAt: string | null;
}

export const RecoveryCodeListQuery = z.object({
  sort: z.string().max(200).optional(),
  range: jsonParam('range', z.tuple([z.number().int().min(0).max(1000), z.number().int().min(0).max(1000)]), 200).optional(),
  filter: jsonParam('filter', z.object({ used: z.boolean().optional() }).strict(), 200).optional(),
});

/** POST /api/v2/recovery-codes (simple-REST create): a new set, with a current 2FA code. */
export const RegenerateRecoveryCodesRequest = z.object({ code: twoFactorCode });

/** The answer of a regeneration (and of the verification that turns 2FA on): the codes, this once. */
export interface RecoveryCodeSet {
  id: string;
  createdAt: string;
  codes: string[];
}
