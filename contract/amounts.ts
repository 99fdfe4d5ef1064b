import { z } from 'zod';

/**
 * An amount that can be paid out (payouts, payment links, payer refunds, the payout policy's threshold), apart from
 * payouts.ts, which re-exports it: those modules' resource names are in the sign-in route's access table, and an
 * import of payouts.ts would bring its address checks and hashes along (about 3 KB of gzip JS).
 */

/** Money has 6 decimals in the ledger (numeric(20,6)); more would be silently rounded away. */
export const AMOUNT_DECIMALS = 6;
/** The largest amount numeric(20,6) holds, rounded down to a readable bound. */
export const MAX_PAYOUT_AMOUNT = 1e12;

/** Why an amount cannot be paid out: the dashboard words each in the language shown (issue 30). */
export type AmountProblem = 'not_a_number' | 'not_positive' | 'too_large' | 'too_many_decimals';

/** The server's English for each problem (its answers and the spec's strings). */
export const AMOUNT_RULES: Record<AmountProblem, string> = {
  not_a_number: 'must be a number',
  not_positive: 'must be a positive number',
  too_large: `must be at most ${MAX_PAYOUT_AMOUNT}`,
  too_many_decimals: `must have at most ${AMOUNT_DECIMALS} decimals`,
};

/** Why an amount cannot be paid out, or null when it can. Shared by the form and the server. */
export function amountProblem(value: unknown): AmountProblem | null {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 'not_a_number';
  if (amount <= 0) return 'not_positive';
  if (amount > MAX_PAYOUT_AMOUNT) return 'too_large';
  const [, decimals = ''] = String(typeof value === 'string' ? value.trim() : amount).split('.');
  // Exponent notation (1e-7) has no dot but still too many decimals.
  if (decimals.length > AMOUNT_DECIMALS || Math.round(amount * 10 ** AMOUNT_DECIMALS) / 10 ** AMOUNT_DECIMALS !== amount) {
    return 'too_many_decimals';
  }
  return null;
}

/** An amount that can be paid out, as the server checks it (payouts, payment links, payer refunds, the policy's threshold). */
export const PayableAmount = z.number().superRefine((amount, ctx) => {
  const problem = amountProblem(amount);
  if (problem) ctx.addIssue({ code: 'custom', message: AMOUNT_RULES[problem] });
});

