import { combineDataProviders, type DataProvider } from 'ra-core';
import { createAuthApi } from './authApi';
import { createNotificationsApi } from './notificationsApi';
import { createDashboardApi } from './dashboardApi';
import type { HttpClient } from './httpClient';
import { createResourceProviders, isGatewayResource } from './resources';
import { createSecurityApi } from './securityApi';
import { createSubUsersApi } from './subusersApi';
import { createWalletBalanceApi } from './walletBalanceApi';
import { createPaymentLinksApi } from './paymentLinksApi';
import { createPreferencesApi } from './preferencesApi';

/** The gateway's own calls (the `*Api.ts` modules), typed methods beside react-admin's CRUD. */
const gatewayCalls = (http: HttpClient) => ({
  ...createAuthApi(http),
  ...createNotificationsApi(http),
  ...createDashboardApi(http),
  ...createSubUsersApi(http),
  ...createSecurityApi(http),
  ...createWalletBalanceApi(http),
  ...createPaymentLinksApi(http),
  ...createPreferencesApi(http),
});

/** What `useDataProvider<GatewayDataProvider>()` answers. */
export type GatewayDataProvider = DataProvider & ReturnType<typeof gatewayCalls>;

/**
 * react-admin's one combineDataProviders: each of the spec's six resources, and the merchant profile,
 * has its own provider (resources/), the extension's resources (the sandbox's /api/v2, in the simple-REST dialect)
 * theirs; asking for another resource is a programming error, and the call that asks fails with it.
 */
export function createDataProvider({
  httpClient: http,
  extension,
}: {
  httpClient: HttpClient;
  extension?: { resources: readonly string[]; provider: DataProvider };
}): GatewayDataProvider {
  const resources = createResourceProviders(http);
  const crud = combineDataProviders((resource) => {
    if (isGatewayResource(resource)) return resources[resource];
    if (extension?.resources.includes(resource)) return extension.provider;
    throw new Error(`Unknown resource "${resource}"`);
  });
  return { ...crud, ...gatewayCalls(http) };
}
