import { describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../contract/activity';
import { CREDENTIALS_MESSAGES, CREDENTIALS_REVEALS_MAX, type CredentialsRecord, type RevealedCredentials } from '../../contract/credentials';
import { STEP_UP_MESSAGES, STEP_UP_REQUIRED } from '../../contract/stepUp';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';
import { steppedUpSession } from '../test/stepUp';

/**
 * The API credentials without the secret and the reveal behind a step-up (issue 28): what each
 * answers, who may call them, and that only a reveal writes "API secret revealed".
 */
const h = useHarness();

const MERCHANT = 'merchant@sandbox.test';
const FINANCE = 'finance@sandbox.test';
const OTHER = 'other@sandbox.test';

const steppedUp = (email: string) => steppedUpSession(h, email);

const read = (token: string) => h.app.inject({ method: 'GET', url: '/api/v2/credentials', headers: bearer(token) });
const reveal = (token: string) => h.app.inject({ method: 'POST', url: '/api/v2/credentials/reveal', headers: bearer(token) });

async function stored(merchantEmail: string) {
  const { rows } = await h.db.query<{ api_key: string; api_secret_encrypted: string; transaction_timer: number }>(
    'SELECT api_key, api_secret_encrypted, transaction_timer FROM merchants WHERE id = $1',
    [await h.userId(merchantEmail)],
  );
  return { apiKey: rows[0].api_key, apiSecret: h.app.services.secrets.decrypt(rows[0].api_secret_encrypted), transactionTimer: rows[0].transaction_timer };
}

/** The merchant's "API secret revealed" records, newest first, as the main merchant reads them. */
async function reveals(merchantEmail = MERCHANT): Promise<ActivityRecord[]> {
  const filter = encodeURIComponent(JSON.stringify({ type: 'api_secret.revealed' }));
  const response = await h.app.inject({ method: 'GET', url: `/api/v2/activity?filter=${filter}&range=[0,99]`, headers: bearer(await h.loginAs(merchantEmail)) });
  expect(response.statusCode).toBe(200);
  return response.json() as ActivityRecord[];
}

describe('GET /api/v2/credentials', () => {
  it('answers the key and the timer of the caller\'s merchant, with the caller\'s id, and never the secret', async () => {
    for (const email of [MERCHANT, FINANCE]) {
      const response = await read(await h.loginAs(email));
      expect(response.statusCode, response.body).toBe(200);
      const { apiKey, apiSecret, transactionTimer } = await stored(MERCHANT);
      const expected: CredentialsRecord = { id: await h.userId(email), merchantId: await h.userId(MERCHANT), apiKey, transactionTimer };
      expect(response.json()).toEqual(expected);
      expect(response.body).not.toContain(apiSecret);
    }
  });

  it('follows a timer change', async () => {
    const merchantId = await h.userId(OTHER);
    await h.db.query('UPDATE merchants SET transaction_timer = 45 WHERE id = $1', [merchantId]);
    expect((await read(await h.loginAs(OTHER))).json()).toMatchObject({ merchantId, transactionTimer: 45 });
  });

  it('refuses the roles without api-credentials, and answers 401 without a session', async () => {
    for (const email of ['ops@sandbox.test', 'superops@sandbox.test']) {
      const response = await read(await h.loginAs(email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: ACCESS_DENIED });
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/v2/credentials' })).statusCode).toBe(401);
  });

  it('records nothing in the activity log, and neither does the spec\'s GET /merchant/{userId}, secret and all', async () => {
    const before = await reveals();
    await read(await h.loginAs(MERCHANT));
    const merchantId = await h.userId(MERCHANT);
    for (let load = 0; load < 3; load++) {
      const token = await h.loginAs(load === 2 ? FINANCE : MERCHANT);
      const spec = await h.app.inject({ method: 'GET', url: `/api/merchant/${load === 2 ? await h.userId(FINANCE) : merchantId}`, headers: bearer(token) });
      expect(spec.json()).toMatchObject({ apiSecret: (await stored(MERCHANT)).apiSecret });
    }
    expect(await reveals()).toEqual(before);
  });
});

describe('POST /api/v2/credentials/reveal', () => {
  it('asks for a step-up confirmation first, and reveals and records nothing without it', async () => {
    const before = await reveals();
    const response = await reveal(await h.loginAs(MERCHANT));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: STEP_UP_MESSAGES.required, reason: STEP_UP_REQUIRED });
    expect(response.body).not.toContain((await stored(MERCHANT)).apiSecret);
    expect(await reveals()).toEqual(before);
  });

  it('answers the secret once confirmed, with one "API secret revealed" per reveal', async () => {
    const before = (await reveals()).length;
    const token = await steppedUp(FINANCE);
    for (let i = 0; i < 2; i++) {
      const response = await reveal(token);
      expect(response.statusCode, response.body).toBe(200);
      const expected: RevealedCredentials = { id: await h.userId(FINANCE), merchantId: await h.userId(MERCHANT), ...(await stored(MERCHANT)) };
      expect(response.json()).toEqual(expected);
    }
    const records = await reveals();
    expect(records).toHaveLength(before + 2);
    expect(records[0]).toMatchObject({
      actorEmail: FINANCE,
      targetType: 'merchant',
      targetId: await h.userId(MERCHANT),
      targetLabel: (await stored(MERCHANT)).apiKey,
    });
  });

  it('refuses the roles without api-credentials even when confirmed, with access denied', async () => {
    const before = await reveals();
    for (const email of ['ops@sandbox.test', 'superops@sandbox.test']) {
      const response = await reveal(await steppedUp(email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: ACCESS_DENIED });
    }
    expect(await reveals()).toEqual(before);
  });

  it('answers only the caller\'s own merchant\'s secret, whatever ids the request names, and records it there', async () => {
    const theirs = await stored(OTHER);
    const merchantReveals = (await reveals()).length;
    const otherReveals = (await reveals(OTHER)).length;
    const otherId = await h.userId(OTHER);
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/v2/credentials/reveal?merchantId=${otherId}&userId=${otherId}`,
      headers: bearer(await steppedUp(MERCHANT)),
      payload: { merchantId: otherId, userId: otherId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ merchantId: await h.userId(MERCHANT), apiSecret: (await stored(MERCHANT)).apiSecret });
    expect(response.body).not.toContain(theirs.apiSecret);
    expect(response.body).not.toContain(theirs.apiKey);
    expect(await reveals()).toHaveLength(merchantReveals + 1);
    expect(await reveals(OTHER)).toHaveLength(otherReveals);
  });

  it(`allows ${CREDENTIALS_REVEALS_MAX} reveals per user in 15 minutes, then 429 with Retry-After and nothing recorded`, async () => {
    const userId = await h.userId(OTHER);
    await h.db.query(`DELETE FROM rate_limits WHERE key = $1`, [`api-secret-reveal:user:${userId}`]);
    const token = await steppedUp(OTHER);
    for (let i = 0; i < CREDENTIALS_REVEALS_MAX; i++) expect((await reveal(token)).statusCode).toBe(200);
    const before = await reveals(OTHER);
    const refused = await reveal(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: CREDENTIALS_MESSAGES.tooManyReveals });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).not.toContain((await stored(OTHER)).apiSecret);
    expect(await reveals(OTHER)).toEqual(before);
    // Another user of another merchant is not held back by it.
    expect((await reveal(await steppedUp(MERCHANT))).statusCode).toBe(200);
  });
});
