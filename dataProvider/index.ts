import { combineDataProviders, type DataProvider } from 'ra-core';
import { createAuthApi, type AuthApi } from './authApi';
import { createNotificationsApi, type NotificationsApi } from './notificationsApi';
import { createDashboardApi, type DashboardApi } from './dashboardApi';
import type { HttpClient } from './httpClient';
import { createResourceProviders, isGatewayResource } from './resources';
import { createSecurityApi, type SecurityApi } from './securityApi';
import { createSubUsersApi, type SubUsersApi } from './subusersApi';
import { createCredentialsApi, type CredentialsApi } from './credentialsApi';
import { createWalletBalanceApi, type WalletBalanceApi } from './walletBalanceApi';
import { createPaymentLinksApi, type PaymentLinksApi } from './paymentLinksApi';
import { createPreferencesApi, type PreferencesApi } from './preferencesApi';

/** react-admin's CRUD methods on the gateway's paths, plus its own calls as typed methods (`useDataProvider<GatewayDataProvider>()`). */
export type GatewayDataProvider = DataProvider & AuthApi & NotificationsApi & DashboardApi & SubUsersApi & SecurityApi & CredentialsApi & WalletBalanceApi & PaymentLinksApi & PreferencesApi;

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

  return { ...crud, ...createAuthApi(http), ...createNotificationsApi(http), ...createDashboardApi(http), ...createSubUsersApi(http), ...createSecurityApi(http), ...createCredentialsApi(http), ...createWalletBalanceApi(http), ...createPaymentLinksApi(http), ...createPreferencesApi(http) };
}
