import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { LoginRequest } from '../../contract/auth';
import { EMAIL_FORMAT, isEmailAddress } from './emailRule';

describe('the sign-in email rule without zod', () => {
  it("is zod's email format, character for character", () => {
    expect(EMAIL_FORMAT.source).toBe(regexes.email.source);
    expect(EMAIL_FORMAT.flags).toBe(regexes.email.flags);
  });

  it.each([
    'merchant@sandbox.test',
    '  Merchant@Sandbox.Test  ',
    'first.last+tag@sub.example.com',
    "o'brien@example.ie",
    'no-at-sign.example.com',
    'two@@example.com',
    '.dot@example.com',
    'dots..twice@example.com',
    'trailing@example',
    'space in@example.com',
    `${'a'.repeat(245)}@example.com`,
    `${'a'.repeat(240)}@example.com`,
    '',
  ])('answers as LoginRequest.email does for %j', (email) => {
    expect(isEmailAddress(email)).toBe(LoginRequest.shape.email.safeParse(email).success);
  });
});
