/** The demo accounts of DECISIONS.md section 2, seeded by the sandbox on first start. */
export const DEMO_PASSWORD = 'Sandbox#2026';

export const ACCOUNTS = {
  merchant: 'merchant@sandbox.test',
  finance: 'finance@sandbox.test',
  superops: 'superops@sandbox.test',
  ops: 'ops@sandbox.test',
  totp: 'totp@sandbox.test',
  otp: 'otp@sandbox.test',
  other: 'other@sandbox.test',
} as const;

/** Base32 secret of totp@sandbox.test's authenticator (GOOGLE_AUTH). */
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
