import { defaultDataProvider, withLifecycleCallbacks, type DataProvider } from 'ra-core';
import type { HttpClient } from '../httpClient';
import { rowShapeCallbacks } from '../rowShapes';
import { MERCHANT_SETTINGS_PATH, MERCHANT_SETTINGS_RESOURCE, type MerchantSettings } from '../../contract/merchantSettings';
import { PAYOUT_POLICY_PATH, PAYOUT_POLICY_RESOURCE, type PayoutPolicy } from '../../contract/payoutPolicy';
import { PROFILE_RESOURCE } from '../../contract/profile';
import { TEAM_SECURITY_PATH, TEAM_SECURITY_RESOURCE, type TeamSecurity } from '../../contract/teamSecurity';
import { ipWhitelist } from './ipWhitelist';
import { profile } from './profile';
import { refunds } from './refunds';
import { subusers } from './subusers';
import { singleton } from './singleton';
import { transactions } from './transactions';
import { walletServiceTypes } from './walletServiceTypes';
import { withdrawals } from './withdrawals';

export { RESOURCE_NAMES, type GatewayResource } from './names';
export { transactionSortOf, transactionSortWord } from './transactions';

/** The spec's six resources (names.ts), the signed-in user's profile, issue 28's two singletons (team security, payout policy) and issue 29's merchant settings. */
const CALLS = {
  transactions,
  withdrawals,
  refunds,
  subusers,
  'ip-whitelist': ipWhitelist,
  'wallet-service-types': walletServiceTypes,
  [TEAM_SECURITY_RESOURCE]: singleton<TeamSecurity>(TEAM_SECURITY_PATH, ['require2fa']),
  [PROFILE_RESOURCE]: profile,
  [PAYOUT_POLICY_RESOURCE]: singleton<PayoutPolicy>(PAYOUT_POLICY_PATH, ['approval', 'threshold', 'newAddress', 'coolingOffHours']),
  [MERCHANT_SETTINGS_RESOURCE]: singleton<MerchantSettings>(MERCHANT_SETTINGS_PATH, ['underpaymentTolerancePercent', 'timezone']),
};
type ProvidedResource = keyof typeof CALLS;

export const isGatewayResource = (resource: string): resource is ProvidedResource => Object.hasOwn(CALLS, resource);

/** Each resource's data provider, on the spec's paths: a call it lacks rejects naming itself; records pass through rowShapes.ts. */
export function createResourceProviders(http: HttpClient): Record<ProvidedResource, DataProvider> {
  const provider = (name: ProvidedResource): DataProvider => {
    const refusals = Object.fromEntries(
      Object.keys(defaultDataProvider).map((call) => [
        call,
        () => Promise.reject(new Error(`The gateway has no "${call}" call for resource "${name}"`)),
      ]),
    );
    return withLifecycleCallbacks({ ...refusals, ...CALLS[name](http) } as DataProvider, [rowShapeCallbacks(name)]);
  };
  return Object.fromEntries(Object.keys(CALLS).map((name) => [name, provider(name as ProvidedResource)])) as Record<ProvidedResource, DataProvider>;
}
