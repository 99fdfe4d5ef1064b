import { defaultDataProvider, withLifecycleCallbacks, type DataProvider } from 'ra-core';
import type { HttpClient } from '../httpClient';
import { rowShapeCallbacks } from '../rowShapes';
import type { Calls } from './common';
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

/** Every call react-admin may make (its default provider's keys), rejecting with what is missing. */
const refusals = (resource: string) =>
  Object.fromEntries(
    Object.keys(defaultDataProvider).map((call) => [call, () => Promise.reject(new Error(`The gateway has no "${call}" call for resource "${resource}"`))]),
  ) as DataProvider;

/** Each resource's data provider; index.ts picks one per call with combineDataProviders. */
export function createResourceProviders(http: HttpClient): Record<GatewayResource, DataProvider> {
  const calls: Record<GatewayResource, Calls> = {
    transactions: transactions(http),
    withdrawals: withdrawals(http),
    refunds: refunds(http),
    subusers: subusers(http),
    'ip-whitelist': ipWhitelist(http),
    'wallet-service-types': walletServiceTypes(http),
  };
  // A call the resource lacks rejects, naming itself; each record is read in any shape a gateway
  // sends (rowShapes.ts, issue 15), as react-admin's lifecycle callbacks.
  return Object.fromEntries(
    RESOURCE_NAMES.map((name) => [name, withLifecycleCallbacks({ ...refusals(name), ...calls[name] }, [rowShapeCallbacks(name)])]),
  ) as Record<GatewayResource, DataProvider>;
}
