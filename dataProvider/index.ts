import { combineDataProviders, type DataProvider } from 'ra-core';
import { createAuthApi } from './authApi';
import { createNotificationsApi } from './notificationsApi';
import { createDashboardApi, createWalletBalanceApi } from './dashboardApi';
import type { HttpClient } from './httpClient';
import { createResourceProviders, isGatewayResource } from './resources';
import { createSubUsersApi } from './resources/subusers';
import { createPaymentLinksApi } from './paymentLinksApi';

/** One combineDataProviders: the spec's resources and profile (resources/), the /api/v2 extension's; others fail. */
export function createDataProvider({
  httpClient: http,
  extension,
}: {
  httpClient: HttpClient;
  extension?: { resources: readonly string[]; provider: DataProvider };
}) {
  const resources = createResourceProviders(http);
  const crud = combineDataProviders((resource) => {
    if (isGatewayResource(resource)) return resources[resource];
    if (extension?.resources.includes(resource)) return extension.provider;
    throw new Error(`Unknown resource "${resource}"`);
  });
  // The gateway's own calls (the `*Api.ts` modules, the sub-user 2FA calls), typed methods beside react-admin's CRUD.
  return {
    ...crud,
    ...createAuthApi(http),
    ...createNotificationsApi(http),
    ...createDashboardApi(http),
    ...createSubUsersApi(http),
    ...createWalletBalanceApi(http),
    ...createPaymentLinksApi(http),
  };
}

export type GatewayDataProvider = ReturnType<typeof createDataProvider>;
