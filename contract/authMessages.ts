import { PASSWORD_MIN_OWN } from './constants';

/**
 * The sign-in and password words and rules of contract/auth.ts that need no zod, in a module of
 * their own: the sign-in page loads before the admin app and without zod (issue 17). auth.ts
 * re-exports them, so importers keep one place to import from.
 */

/** The own-password rules of 001 section 5, enforced on both sides (DECISIONS.md section 4). */
export const OWN_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  tooShort: 'Password must be at least 8 characters long',
  weak: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  confirmRequired: 'Please confirm your new password',
  mismatch: 'Passwords do not match',
  sameAsCurrent: 'New password must be different from current password',
} as const;

export type OwnPasswordError = keyof typeof OWN_PASSWORD_MESSAGES;

/** Returns the first rule the new password breaks, or null. Confirmation is checked only when given. */
export function checkOwnPassword(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
}): OwnPasswordError | null {
  if (!input.currentPassword) return 'currentRequired';
  if (!input.newPassword) return 'newRequired';
  if (input.newPassword.length < PASSWORD_MIN_OWN) return 'tooShort';
  if (!/[A-Z]/.test(input.newPassword) || !/[a-z]/.test(input.newPassword) || !/\d/.test(input.newPassword)) {
    return 'weak';
  }
  if (input.confirmPassword !== undefined) {
    if (!input.confirmPassword) return 'confirmRequired';
    if (input.confirmPassword !== input.newPassword) return 'mismatch';
  }
  if (input.newPassword === input.currentPassword) return 'sameAsCurrent';
  return null;
}

/** Messages the server answers with, quoted by the dashboard where the spec names them. */
export const AUTH_MESSAGES = {
  otpSent: 'OTP sent to your email. Enter OTP to continue.',
  complete2fa: 'Please complete two-factor authentication',
  enrol2fa: 'Your administrator requires two-factor authentication. Set it up to continue.',
  loginSuccess: 'Login successful! Redirecting...',
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'This account is not active. Contact your merchant administrator.',
  invalidCode: 'Invalid verification code',
  codeExpired: 'Verification code expired. Request a new one.',
  resetSent: 'Password reset link sent to your email!',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  loggedOut: 'Logged out',
  authRequired: 'Authentication required. Please log in again.',
} as const;
