import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { bearer, type Harness } from './harness';

/**
 * A fresh session of a demo account (or any account with the demo password and no 2FA) whose
 * step-up window is open (issue 28), confirmed through POST /api/v2/step-up as the dashboard does:
 * for the specs that call a route with `config: { stepUp: true }` for what it does, not for the
 * step-up itself.
 */
export async function steppedUpSession(harness: Pick<Harness, 'app' | 'loginAs'>, email: string): Promise<string> {
  const token = await harness.loginAs(email);
  const response = await harness.app.inject({ method: 'POST', url: '/api/v2/step-up', headers: bearer(token), payload: { password: DEMO_PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return token;
}

/** The Authorization header of such a session. */
export const steppedUp = async (harness: Pick<Harness, 'app' | 'loginAs'>, email: string) => bearer(await steppedUpSession(harness, email));
