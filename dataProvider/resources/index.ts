import { defaultDataProvider, withLifecycleCallbacks, type DataProvider } from 'ra-core';
import type { HttpClient } from '../httpClient';
import { rowShapeCallbacks } from '../rowShapes';
import { ipWhitelist } from './ipWhitelist';
import { RESOURCE_NAMES, type GatewayResource } from './names';
import { refunds } from './refunds';
import { subusers } from './subusers';
import { transactions } from './transactions';
import { walletServiceTypes } from './walletServiceTypes';
import { withdrawals } from './withdrawals';

export { pageInMemory } from './common';
export { isGatewayResource, RESOURCE_NAMES, type GatewayResource } from './names';
export { transactionSortOf, transactionSortWord } from './transactions';

const CALLS = { transactions, withdrawals, refunds, subusers, 'ip-whitelist': ipWhitelist, 'wallet-service-types': walletServiceTypes };

/** Each resource's data provider, on the spec's paths: a call it lacks rejects naming itself; records pass through rowShapes.ts. */
export function createResourceProviders(http: HttpClient): Record<GatewayResource, DataProvider> {
  const provider = (name: GatewayResource): DataProvider => {
    const refusals = Object.fromEntries(
      Object.keys(defaultDataProvider).map((call) => [
        call,
        () => Promise.reject(new Error(`The gateway has no "${call}" call for resource "${name}"`)),
      ]),
    );
    return withLifecycleCallbacks({ ...refusals, ...CALLS[name](http) } as DataProvider, [rowShapeCallbacks(name)]);
  };
  return Object.fromEntries(RESOURCE_NAMES.map((name) => [name, provider(name)])) as Record<GatewayResource, DataProvider>;
}
