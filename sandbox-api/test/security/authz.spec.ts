import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STEP_UP_MESSAGES, STEP_UP_REQUIRED } from '../../../contract/stepUp';
import { useHarness } from '../harness';
import { buildRouteRequest } from './authzCall';
import { AuthzFixtures, DEMO_EMAILS } from './authzFixtures';
import { expectedAccess, ROUTE_EXPECTATIONS, routeKey, takesPathId } from './routeExpectations';

/**
 * Issue 8, "Authorization, generated from the contract": every route of the server's own route
 * table, called as every demo account and as no one, answers as contract/permissions.ts says.
 * Denied is 401 without a session and 403 without the right; allowed is anything else but a 5xx.
 */
const h = useHarness();
let fx: AuthzFixtures;

beforeAll(async () => {
  fx = new AuthzFixtures(h);
  await fx.snapshotDemoAccounts();
});

// Password changes, 2FA switched off and rate-limit counters must not leak into the next call.
afterEach(async () => {
  await fx.restoreDemoAccounts();
});

describe('the expectations table', () => {
  it('lists exactly the routes of the route table, so no endpoint escapes the suite', () => {
    const served = h.app.routeTable.map(routeKey).sort();
    expect(Object.keys(ROUTE_EXPECTATIONS).sort()).toEqual(served);
  });

  it('agrees with each route about its auth mode and declared permission', () => {
    for (const route of h.app.routeTable) {
      const { access } = ROUTE_EXPECTATIONS[routeKey(route)] ?? {};
      expect(access?.auth, routeKey(route)).toBe(route.auth);
      if (access?.auth === 'session') expect(access.permission, routeKey(route)).toBe(route.permission);
    }
  });

  it('agrees with each route about asking for a step-up confirmation', () => {
    for (const route of h.app.routeTable) {
      expect(ROUTE_EXPECTATIONS[routeKey(route)]?.stepUp ?? false, routeKey(route)).toBe(route.stepUp);
    }
  });

  it('decides isolation for exactly the routes that take an id in the path', () => {
    for (const [key, expectation] of Object.entries(ROUTE_EXPECTATIONS)) {
      expect(expectation.isolation !== undefined, key).toBe(takesPathId(key));
    }
  });
});

const CALLERS = [...DEMO_EMAILS, 'no one'] as const;
const CASES = Object.keys(ROUTE_EXPECTATIONS).flatMap((key) => CALLERS.map((caller) => [key, caller] as const));

describe('every route as every demo account and as no one', () => {
  it.each(CASES)('%s as %s', async (key, who) => {
    const caller = who === 'no one' ? null : await fx.account(who);
    const owner = caller ?? (await fx.account('merchant@sandbox.test'));
    const response = await h.app.inject(await buildRouteRequest(h, fx, key, caller, owner));
    const expected = expectedAccess(ROUTE_EXPECTATIONS[key].access, caller);
    const answer = `${response.statusCode} ${response.body.slice(0, 300)}`;
    if (expected === 'allowed') {
      expect([401, 403], answer).not.toContain(response.statusCode);
      expect(response.statusCode, answer).toBeLessThan(500);
    } else {
      expect(response.statusCode, answer).toBe(expected);
    }
  });
});

describe('routes that ask for a step-up confirmation (issue 28)', () => {
  const STEP_UP_CASES = Object.entries(ROUTE_EXPECTATIONS)
    .filter(([, expectation]) => expectation.stepUp)
    .flatMap(([key]) => DEMO_EMAILS.map((caller) => [key, caller] as const));

  it.each(STEP_UP_CASES)('%s as %s, from a session without the window: 403 stepUpRequired, or the refusal it gets anyway', async (key, who) => {
    const caller = await fx.account(who);
    const response = await h.app.inject(await buildRouteRequest(h, fx, key, caller, caller, { stepUp: false }));
    expect(response.statusCode, response.body).toBe(403);
    const allowed = expectedAccess(ROUTE_EXPECTATIONS[key].access, caller) === 'allowed';
    if (allowed) expect(response.json()).toEqual({ success: false, message: STEP_UP_MESSAGES.required, reason: STEP_UP_REQUIRED });
    else expect(response.json()).not.toHaveProperty('reason');
  });
});

describe('the HEAD twin Fastify adds to each GET route', () => {
  const GUARDED_READS = Object.entries(ROUTE_EXPECTATIONS)
    .filter(([key, expectation]) => key.startsWith('GET ') && expectation.access.auth === 'session')
    .map(([key]) => key);

  it.each(GUARDED_READS)('%s answers HEAD without a session with 401 too', async (key) => {
    const owner = await fx.account('merchant@sandbox.test');
    const request = await buildRouteRequest(h, fx, key, null, owner);
    const response = await h.app.inject({ ...request, method: 'HEAD' });
    expect(response.statusCode).toBe(401);
  });
});
