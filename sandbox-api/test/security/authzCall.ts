import type { InjectOptions } from 'fastify';
import { bearer, type Harness } from '../harness';
import type { Account, AuthzFixtures } from './authzFixtures';
import { fillUrl, ROUTE_EXPECTATIONS } from './routeExpectations';

/**
 * The request of the expectations table for one route, made by one caller about the records of
 * one owner. Built apart from being sent, so a test can look at the database in between. Each
 * call signs in afresh (a session of its own), so a logout or a password change ends only that one;
 * a route that asks for a step-up gets it on that session, unless `stepUp: false`.
 */
export async function buildRouteRequest(
  h: Harness,
  fx: AuthzFixtures,
  key: string,
  caller: Account | null,
  owner: Account,
  { stepUp = true }: { stepUp?: boolean } = {},
): Promise<InjectOptions> {
  const expectation = ROUTE_EXPECTATIONS[key];
  if (!expectation) throw new Error(`No expectation for ${key}`);
  const [method, url] = key.split(' ');
  const call = await expectation.call({ caller, owner, fx });
  const token = caller ? await h.loginAs(caller.email) : null;
  if (token && expectation.stepUp && stepUp) await fx.openStepUp(token);
  const session = token ? bearer(token) : {};
  return {
    method: method as InjectOptions['method'],
    url: fillUrl(url, call.params),
    query: call.query,
    payload: call.payload,
    headers: { ...call.headers, ...session },
  };
}
