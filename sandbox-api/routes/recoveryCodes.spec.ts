import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import type { ActivityRecord } from '../../contract/activity';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_MESSAGES, RECOVERY_CODE_PATTERN, type RecoveryCodeSet } from '../../contract/recoveryCodes';
import { LIMITS } from '../auth/rateLimit';
import { DEMO_PASSWORD } from '../db/seed';
import { bearer, useHarness } from '../test/harness';
import { challengeCookieOf } from '../test/signInCookies';

const h = useHarness();
const EMAIL = 'other@sandbox.test';

async function latestMailCode(): Promise<string> {
  const [message] = await h.mailbox(EMAIL);
  if (!message?.code) throw new Error('no code in the mailbox');
  return message.code;
}

/** Turns on emailed 2FA in Settings and verifies it: the answer carries the recovery codes. */
async function enableTwoFactor(token: string): Promise<string[]> {
  const headers = bearer(token);
  expect((await h.app.inject({ method: 'POST', url: '/api/auth/toggle-2fa', headers, payload: { enable: 'true', type2FA: 'EMAIL' } })).statusCode).toBe(200);
  const verified = await h.app.inject({ method: 'POST', url: '/api/auth/verify-2fa', headers, payload: { code: await latestMailCode() } });
  expect(verified.statusCode).toBe(200);
  return (verified.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
}

/** Sign-in steps 1 and 3, step 3 with the given code. */
async function signInWith(code: string, ip = '198.51.100.61') {
  const first = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL, password: DEMO_PASSWORD }, remoteAddress: ip });
  expect(first.json()).toMatchObject({ data: { requires2FA: true, type2FA: 'EMAIL' } });
  const userId = await h.userId(EMAIL);
  return h.app.inject({ method: 'POST', url: '/api/auth/verify-2fa', payload: { code, userId, loginFlow: true }, remoteAddress: ip, cookies: challengeCookieOf(first) });
}

async function list(token: string, query = '') {
  const response = await h.app.inject({ method: 'GET', url: `/api/v2/recovery-codes${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return { range: response.headers['content-range'], records: response.json() as { id: string; usedAt: string | null }[] };
}

const remaining = async (token: string) => (await list(token, `?filter=${encodeURIComponent('{"used":false}')}`)).range;

describe('2FA recovery codes', () => {
  let token: string;
  let codes: string[];

  it('verifying 2FA gives 10 distinct single-use codes, shown once and stored only as keyed hashes', async () => {
    token = await h.loginAs(EMAIL);
    codes = await enableTwoFactor(token);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    const { rows } = await h.db.query<{ code_hash: string }>('SELECT r.* FROM recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = $1', [EMAIL]);
    expect(rows).toHaveLength(RECOVERY_CODE_COUNT);
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    // The list never shows a code again: ids and dates only.
    const { range, records } = await list(token);
    expect(range).toBe('recovery-codes 0-9/10');
    expect(JSON.stringify(records)).not.toMatch(/[a-z2-9]{5}-[a-z2-9]{5}/);
    expect(await remaining(token)).toBe('recovery-codes 0-9/10');
  });

  it('sign-in step 3 accepts a recovery code in place of the 2FA code, once; the use is in the activity log', async () => {
    const signedIn = await signInWith(codes[0].toUpperCase());
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ data: { token: expect.any(String) } });
    expect(await remaining(token)).toBe('recovery-codes 0-8/9');

    const again = await signInWith(codes[0]);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCode });

    const activity = await h.app.inject({ method: 'GET', url: `/api/v2/activity?filter=${encodeURIComponent('{"type":["recovery_code.used","sign_in.failed"]}')}`, headers: bearer(token) });
    const records = activity.json() as ActivityRecord[];
    expect(records.find((record) => record.type === 'recovery_code.used')).toMatchObject({ actorEmail: EMAIL, details: { remaining: 9 } });
    expect(records.find((record) => record.type === 'sign_in.failed')).toMatchObject({ details: { reason: 'recovery_code' } });
  });

  it('a recovery code works only for the client that passed the password step, while the user signs in', async () => {
    const step1 = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL, password: DEMO_PASSWORD } });
    const userId = await h.userId(EMAIL);
    const step3 = (cookies: Record<string, string>) =>
      h.app.inject({ method: 'POST', url: '/api/auth/verify-2fa', payload: { code: codes[1], userId, loginFlow: true }, cookies });
    const stranger = await step3({});
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().data).toBeUndefined();
    expect(await remaining(token)).toBe('recovery-codes 0-8/9');
    expect((await step3(challengeCookieOf(step1))).statusCode).toBe(200);
    expect(await remaining(token)).toBe('recovery-codes 0-7/8');
  });

  it('regenerating takes a current 2FA code, answers 10 new codes once, and the old ones stop working', async () => {
    const regenerate = (payload: object) => h.app.inject({ method: 'POST', url: '/api/v2/recovery-codes', headers: bearer(token), payload });
    expect((await regenerate({})).statusCode).toBe(400);
    expect((await regenerate({ code: '000000' })).statusCode).toBe(400);
    await h.app.inject({ method: 'POST', url: '/api/auth/generate-2fa-code', headers: bearer(token) });
    const created = await regenerate({ code: await latestMailCode() });
    expect(created.statusCode).toBe(201);
    const set = created.json() as RecoveryCodeSet;
    expect(set).toMatchObject({ id: expect.any(String), createdAt: expect.any(String) });
    expect(set.codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(set.codes.some((code) => codes.includes(code))).toBe(false);
    expect(await remaining(token)).toBe('recovery-codes 0-9/10');

    expect((await signInWith(codes[1])).statusCode).toBe(400);
    expect((await signInWith(set.codes[1])).statusCode).toBe(200);
    codes = set.codes.slice(2);
  });

  it('falls under the 2FA code limits: after 10 wrong codes even a right recovery code gets 429', async () => {
    await h.db.query('DELETE FROM rate_limits');
    for (let i = 0; i < LIMITS.codeAccount.max; i++) {
      expect((await signInWith(`zzzzz-zzzz${'abcdefghjk'[i]}`, `198.51.100.${100 + i}`)).statusCode).toBe(400);
    }
    const limited = await signInWith(codes[0], '198.51.100.200');
    expect(limited.statusCode).toBe(429);
    await h.db.query('DELETE FROM rate_limits');
    expect((await signInWith(codes[0])).statusCode).toBe(200);
  });

  it('answers the 6-digit message for a value that is neither kind of code, and refuses a recovery code in the Settings verification', async () => {
    const wrong = await signInWith('12ab');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Please enter the complete 6-digit verification code');
    const settings = await h.app.inject({ method: 'POST', url: '/api/auth/verify-2fa', headers: bearer(token), payload: { code: codes[1] } });
    expect(settings.statusCode).toBe(400);
    expect(await remaining(token)).toBe('recovery-codes 0-7/8');
  });

  it('finishing the enrolment a manager asked for, at sign-in, answers a set too; a recovery code never stands in for it', async () => {
    const manager = bearer(await h.loginAs('merchant@sandbox.test'));
    const opsId = await h.userId('ops@sandbox.test');
    expect((await h.app.inject({ method: 'POST', url: `/api/subusers/${opsId}/toggle-2fa`, headers: manager, payload: { enable: 'true', type2FA: 'EMAIL' } })).statusCode).toBe(200);
    const step1 = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ops@sandbox.test', password: DEMO_PASSWORD } });
    expect(step1.json()).toMatchObject({ data: { requiresEnrolment: true } });
    const step3 = (code: string) =>
      h.app.inject({ method: 'POST', url: '/api/auth/verify-2fa', payload: { code, userId: opsId, loginFlow: true }, cookies: challengeCookieOf(step1) });
    expect((await step3('abcde-fghjk')).statusCode).toBe(400);
    const [mail] = await h.mailbox('ops@sandbox.test');
    const enrolled = await step3(String(mail.code));
    expect(enrolled.statusCode).toBe(200);
    const data = (enrolled.json() as { data: { token: string; recoveryCodes: string[] } }).data;
    expect(data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await list(data.token)).range).toBe('recovery-codes 0-9/10');
  });

  it('each user lists only its own codes; regenerating needs verified 2FA; turning 2FA off removes them', async () => {
    const merchant = await h.loginAs('merchant@sandbox.test');
    expect((await list(merchant)).range).toBe('recovery-codes */0');
    const refused = await h.app.inject({ method: 'POST', url: '/api/v2/recovery-codes', headers: bearer(merchant), payload: { code: '123456' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(RECOVERY_CODE_MESSAGES.notEnabled);
    expect((await h.app.inject({ method: 'GET', url: '/api/v2/recovery-codes' })).statusCode).toBe(401);

    await h.app.inject({ method: 'POST', url: '/api/auth/generate-2fa-code', headers: bearer(token) });
    const off = await h.app.inject({ method: 'POST', url: '/api/auth/toggle-2fa', headers: bearer(token), payload: { enable: 'false', code: await latestMailCode() } });
    expect(off.statusCode).toBe(200);
    expect((await list(token)).range).toBe('recovery-codes */0');
  });
});
