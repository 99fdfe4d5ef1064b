import { describe, expect, it } from 'vitest';
import { ChangePasswordRequest, LoginRequest, OWN_PASSWORD_MESSAGES, checkOwnPassword, codeSchema } from './auth';

describe('own password rules (001 section 5)', () => {
  const base = { currentPassword: 'Old#Pass1', newPassword: 'NewPass123', confirmPassword: 'NewPass123' };
  const cases: [Partial<typeof base>, keyof typeof OWN_PASSWORD_MESSAGES | null][] = [
    [{ currentPassword: '' }, 'currentRequired'],
    [{ newPassword: '', confirmPassword: '' }, 'newRequired'],
    [{ newPassword: 'Ab1', confirmPassword: 'Ab1' }, 'tooShort'],
    [{ newPassword: 'alllowercase1', confirmPassword: 'alllowercase1' }, 'weak'],
    [{ newPassword: 'ALLUPPERCASE1', confirmPassword: 'ALLUPPERCASE1' }, 'weak'],
    [{ newPassword: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' }, 'weak'],
    [{ confirmPassword: '' }, 'confirmRequired'],
    [{ confirmPassword: 'NewPass124' }, 'mismatch'],
    [{ currentPassword: 'NewPass123' }, 'sameAsCurrent'],
    [{}, null],
  ];
  for (const [change, expected] of cases) {
    it(`${JSON.stringify(change)} → ${expected}`, () => {
      expect(checkOwnPassword({ ...base, ...change })).toBe(expected);
    });
  }

  it('quotes the spec messages exactly', () => {
    expect(OWN_PASSWORD_MESSAGES.weak).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    expect(OWN_PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 8 characters long');
  });

  it('applies the same rules to the server request without a confirmation', () => {
    const bad = ChangePasswordRequest.safeParse({ currentPassword: 'x', newPassword: 'short' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe(OWN_PASSWORD_MESSAGES.tooShort);
    expect(ChangePasswordRequest.safeParse({ currentPassword: 'x', newPassword: 'GoodPass1' }).success).toBe(true);
  });
});

describe('codes and login', () => {
  it('accepts exactly six digits', () => {
    expect(codeSchema.safeParse('123456').success).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456']) {
      expect(codeSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('normalises the email and requires a password', () => {
    expect(LoginRequest.parse({ email: ' Merchant@Sandbox.TEST ', password: 'x' }).email).toBe('merchant@sandbox.test');
    expect(LoginRequest.safeParse({ email: 'merchant@sandbox.test', password: '' }).success).toBe(false);
  });
});
