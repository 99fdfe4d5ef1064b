import { withLifecycleCallbacks, type DataProvider } from 'ra-core';
import type { HttpClient } from '../httpClient';
import { rowShapeCallbacks } from '../rowShapes';
import { complete, type Calls } from './common';
import { ipWhitelist } from './ipWhitelist';
import { RESOURCE_NAMES, type GatewayResource } from './names';
import { refunds } from './refunds';
import { subusers } from './subusers';
import { transactions } from './transactions';
import { walletServiceTypes } from './walletServiceTypes';
import { withdrawals } from './withdrawals';

export { adaptList, pageInMemory, withId, type InMemoryOptions, type ListResult } from './common';
export { isGatewayResource, RESOURCE_NAMES, type GatewayResource } from './names';
export { transactionSortOf, transactionSortWord } from './transactions';

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
  // Each record read in any shape a gateway sends (rowShapes.ts, issue 15), as react-admin's lifecycle callbacks.
  return Object.fromEntries(
    RESOURCE_NAMES.map((name) => [name, withLifecycleCallbacks(complete(name, calls[name]), [rowShapeCallbacks(name)])]),
  ) as Record<GatewayResource, DataProvider>;
}
