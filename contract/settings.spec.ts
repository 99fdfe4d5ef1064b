import { describe, expect, it } from 'vitest';
import { AddIpRequest, checkIpFormat, IP_MESSAGES } from './ipWhitelist';
import { isValidMaxAmount, isValidTimer, ProfileFields, PROFILE_MESSAGES, timerMessage } from './profile';
import { checkSubUserPassword, SUB_USER_MESSAGES, UpdateSubUserRequest } from './subusers';
import { pageWindow, shortenAddress } from './walletServiceTypes';

describe('sub-user rules (001 section 5)', () => {
  it('checks the match first, then the length', () => {
    expect(checkSubUserPassword('abc', 'abd')).toBe(SUB_USER_MESSAGES.passwordsDiffer);
    expect(checkSubUserPassword('abc', 'abc')).toBe(SUB_USER_MESSAGES.passwordTooShort);
    expect(checkSubUserPassword('abcdef', 'abcdef')).toBeNull();
  });

  it('PUT takes either the password alone or name, email and role', () => {
    expect(UpdateSubUserRequest.safeParse({ password: 'abcdef' }).success).toBe(true);
    expect(UpdateSubUserRequest.safeParse({ name: 'A', email: 'a@b.test', role: 'operation' }).success).toBe(true);
    expect(UpdateSubUserRequest.safeParse({ password: 'abcdef', role: 'operation' }).success).toBe(false);
    expect(UpdateSubUserRequest.safeParse({ name: 'A' }).success).toBe(false);
  });
});

describe('profile rules (001 section 5)', () => {
  it.each([
    ['1', true],
    ['2880', true],
    ['0', false],
    ['2881', false],
    ['1.5', false],
    ['', false],
  ])('timer %s → %s', (value, valid) => expect(isValidTimer(value)).toBe(valid));

  it.each([
    ['100', true],
    ['0.01', true],
    ['0', false],
    ['-5', false],
    ['1e3', false],
    ['abc', false],
  ])('max amount %s → %s', (value, valid) => expect(isValidMaxAmount(value)).toBe(valid));

  it('parses the multipart strings with the spec messages', () => {
    expect(ProfileFields.parse({ transactionTimer: '30', autoWithdraw: 'true', companyName: '  ' })).toEqual({
      transactionTimer: 30,
      autoWithdraw: 'true',
      companyName: null,
    });
    expect(ProfileFields.safeParse({ transactionTimer: '0' }).error?.issues[0].message).toBe(PROFILE_MESSAGES.timer);
  });

  it('words the timer in minutes, or hours and minutes', () => {
    expect(timerMessage(1)).toBe('Transaction timer updated to 1 minute');
    expect(timerMessage(60)).toBe('Transaction timer updated to 1 hour');
    expect(timerMessage(2880)).toBe('Transaction timer updated to 48 hours');
    expect(timerMessage(125)).toBe('Transaction timer updated to 2 hours 5 minutes');
  });
});

describe('IP rules (001 section 5)', () => {
  it('the client checks presence and the four-part format only', () => {
    expect(checkIpFormat('')).toBe(IP_MESSAGES.required);
    expect(checkIpFormat('1.2.3')).toBe(IP_MESSAGES.invalidFormat);
    expect(checkIpFormat('999.1.1.1')).toBeNull();
    expect(checkIpFormat('10.0.0.1')).toBeNull();
  });

  it('the server also rejects parts above 255 and stores the canonical spelling', () => {
    expect(AddIpRequest.safeParse({ ip: '999.1.1.1' }).error?.issues[0].message).toBe(IP_MESSAGES.octetRange);
    expect(AddIpRequest.parse({ ip: '010.001.0.1' })).toEqual({ ip: '10.1.0.1', type: 'server', status: 'active' });
  });
});

describe('wallet service type helpers', () => {
  it('shortens an address to its first 8 and last 6 characters', () => {
    expect(shortenAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe('TQn9Y2kh...KcbLSE');
    expect(shortenAddress('short')).toBe('short');
  });

  it('shows the first, the last and the pages within 2 of the current', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
