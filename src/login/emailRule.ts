/** zod's email format (zod/v4/core `regexes.email`), written out: the sign-in page loads no zod (issue 17). */
// eslint-disable-next-line no-useless-escape -- character for character as zod writes it, so the spec can compare sources
export const EMAIL_FORMAT = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** LoginRequest's email rule (contract/auth.ts) without building zod schemas; emailRule.spec.ts holds them to the same answers. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL_FORMAT.test(email);
}
