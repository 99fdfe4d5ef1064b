import { ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { callApi } from './gatewayHttp';
import { sandboxURL } from './sandboxURL';

/**
 * A team member's API session outside any browser, for what a test sets up around the screens it
 * drives (the payout policy, team security); `confirmed` calls open a step-up window first (issue 28).
 */
export async function apiSession(email: string = ACCOUNTS.merchant, password = DEMO_PASSWORD) {
  const signedIn = await callApi<{ token: string }>(sandboxURL(), 'POST', '/auth/login', { body: { email, password } });
  const token = signedIn.body.data.token;
  const call = async <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const answer = await callApi<T>(sandboxURL(), method, path, { token, body });
    if (answer.status >= 400) throw new Error(`${method} /api${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as unknown as T;
  };
  return {
    token,
    call,
    confirmed: async <T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
      await call('POST', '/v2/step-up', { password });
      return call<T>(method, path, body);
    },
  };
}

/** The main merchant's payout policy, set as the Settings card sets it: approval off and new addresses allowed unless given. */
export async function setPayoutPolicy(policy: object): Promise<void> {
  await (await apiSession()).confirmed('PUT', '/v2/payout-policy', { approval: 'off', threshold: null, newAddress: 'allow', coolingOffHours: 24, ...policy });
}

/** The password of the sub-users freshSubUser makes. */
export const FRESH_PASSWORD = 'member1';

/**
 * A fresh operation sub-user of merchant@ without 2FA, so that a test that signs in, ends sessions or
 * switches team security changes no demo account another test relies on. Returns its email.
 */
export async function freshSubUser(label: string, merchant?: Awaited<ReturnType<typeof apiSession>>): Promise<string> {
  const email = `e2e-${label}-${Date.now()}@sandbox.test`;
  await (merchant ?? (await apiSession())).call('POST', '/subusers', { email, name: `E2E ${label}`, role: 'operation', password: FRESH_PASSWORD });
  return email;
}
