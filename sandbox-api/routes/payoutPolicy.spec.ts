import { describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../contract/activity';
import { tronAddressFromBytes } from '../../contract/addresses';
import { DEFAULT_PAYOUT_POLICY, PAYOUT_POLICY_MESSAGES, type PayoutPolicy } from '../../contract/payoutPolicy';
import { STEP_UP_REQUIRED } from '../../contract/stepUp';
import { DEMO_PASSWORD } from '../db/seed';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();
const URL = '/api/v2/payout-policy';
const TRON = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 13 + 5) % 256));

/** A session whose step-up window is open, confirmed through the API with the password. */
async function steppedUp(email: string): Promise<string> {
  const token = await h.loginAs(email);
  const response = await h.app.inject({ method: 'POST', url: '/api/v2/step-up', headers: bearer(token), payload: { password: DEMO_PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return token;
}

const put = (token: string, payload: object) => h.app.inject({ method: 'PUT', url: URL, headers: bearer(token), payload });

async function policyOf(email: string): Promise<PayoutPolicy> {
  const response = await h.app.inject({ method: 'GET', url: URL, headers: bearer(await h.loginAs(email)) });
  expect(response.statusCode).toBe(200);
  return response.json() as PayoutPolicy;
}

const ABOVE_500 = { approval: 'above', threshold: 500, newAddress: 'allow', coolingOffHours: 48 };

describe('GET/PUT /api/v2/payout-policy (issue 28)', () => {
  it('answers the defaults to every member of the team until one is set', async () => {
    for (const email of ['merchant@sandbox.test', 'finance@sandbox.test', 'ops@sandbox.test']) {
      expect(await policyOf(email)).toEqual(DEFAULT_PAYOUT_POLICY);
    }
    expect(DEFAULT_PAYOUT_POLICY).toMatchObject({ approval: 'off', newAddress: 'allow', coolingOffHours: 24 });
  });

  it('asks the main merchant for a step-up confirmation, and changes nothing without it', async () => {
    const response = await put(await h.loginAs('merchant@sandbox.test'), ABOVE_500);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, reason: STEP_UP_REQUIRED });
    expect(await policyOf('merchant@sandbox.test')).toEqual(DEFAULT_PAYOUT_POLICY);
  });

  it('refuses every sub-user, even confirmed, with access denied', async () => {
    for (const email of ['finance@sandbox.test', 'superops@sandbox.test']) {
      const response = await put(await steppedUp(email), ABOVE_500);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: ACCESS_DENIED });
    }
    expect(await policyOf('merchant@sandbox.test')).toEqual(DEFAULT_PAYOUT_POLICY);
  });

  it('refuses bad input with the field and its rule, and changes nothing', async () => {
    const token = await steppedUp('merchant@sandbox.test');
    const cases: [object, string][] = [
      [{ approval: 'above', newAddress: 'allow', coolingOffHours: 24 }, `threshold: ${PAYOUT_POLICY_MESSAGES.thresholdRequired}`],
      [{ ...ABOVE_500, approval: 'sometimes' }, 'approval: must be one of off, all, above'],
      [{ ...ABOVE_500, newAddress: 'ask' }, 'newAddress: must be one of allow, approval, refuse'],
      [{ ...ABOVE_500, coolingOffHours: 721 }, 'coolingOffHours: must be at most 720'],
      [{ ...ABOVE_500, coolingOffHours: 1.5 }, 'coolingOffHours: must be a whole number of hours'],
      [{ ...ABOVE_500, threshold: -3 }, 'threshold: must be a positive number'],
    ];
    for (const [payload, message] of cases) {
      const response = await put(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await policyOf('merchant@sandbox.test')).toEqual(DEFAULT_PAYOUT_POLICY);
  });

  it('saves the main merchant\'s policy for the whole team and records the change in the activity log', async () => {
    const token = await steppedUp('merchant@sandbox.test');
    const response = await put(token, { ...ABOVE_500, updatedAt: '2020-01-01T00:00:00Z', updatedBy: null });
    expect(response.statusCode, response.body).toBe(200);
    const merchantId = await h.userId('merchant@sandbox.test');
    const saved = response.json() as PayoutPolicy;
    expect(saved).toMatchObject({ ...ABOVE_500, updatedBy: { id: merchantId, email: 'merchant@sandbox.test' } });
    expect(Date.now() - Date.parse(saved.updatedAt ?? '')).toBeLessThan(60_000);
    expect(await policyOf('finance@sandbox.test')).toEqual(saved);

    const activity = await h.app.inject({ method: 'GET', url: `/api/v2/activity?filter=${encodeURIComponent('{"type":"payout_policy.changed"}')}`, headers: bearer(token) });
    const [record] = activity.json() as ActivityRecord[];
    expect(record).toMatchObject({
      actorEmail: 'merchant@sandbox.test',
      details: {
        changed: ['approval', 'threshold', 'coolingOffHours'],
        before: { approval: 'off', threshold: null, coolingOffHours: 24 },
        after: { approval: 'above', threshold: 500, coolingOffHours: 48 },
      },
    });
  });

  it('cannot switch approvals on where no one but the requester could approve, and says why', async () => {
    const token = await steppedUp('other@sandbox.test');
    for (const payload of [{ ...ABOVE_500, approval: 'all' }, { approval: 'off', newAddress: 'approval', coolingOffHours: 24 }]) {
      const response = await put(token, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: PAYOUT_POLICY_MESSAGES.noOtherApprover(['other@sandbox.test']) });
    }
    expect(await policyOf('other@sandbox.test')).toEqual(DEFAULT_PAYOUT_POLICY);
    // A policy that holds nothing for approval needs no approver.
    expect((await put(token, { approval: 'off', newAddress: 'refuse', coolingOffHours: 24 })).statusCode).toBe(200);
  });

  it('counts only active approvers: without them the main merchant\'s own payouts would wait for ever', async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    await h.db.query(`UPDATE users SET status = 'inactive' WHERE parent_user_id = $1 AND email IN ('finance@sandbox.test', 'superops@sandbox.test')`, [merchantId]);
    try {
      const response = await put(await steppedUp('merchant@sandbox.test'), { ...ABOVE_500, approval: 'all' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(PAYOUT_POLICY_MESSAGES.noOtherApprover(['merchant@sandbox.test']));
    } finally {
      await h.db.query(`UPDATE users SET status = 'active' WHERE parent_user_id = $1`, [merchantId]);
    }
    expect((await policyOf('merchant@sandbox.test')).approval).toBe('above');
  });

  it('newAddress "refuse" refuses every payout to an address outside the (still empty) address book, and creates nothing', async () => {
    const token = await h.loginAs('other@sandbox.test');
    const count = async () => (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transactions WHERE type = 'payout'`)).rows[0].n;
    const before = await count();
    const response = await h.app.inject({ method: 'POST', url: '/api/withdrawal', headers: bearer(token), payload: { amount: 1, merchantWallet: TRON, currencyType: 'USDT-TRC20' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: PAYOUT_POLICY_MESSAGES.addressRefused, errors: [{ path: 'merchantWallet' }] });
    expect(await count()).toBe(before);
  });
});
