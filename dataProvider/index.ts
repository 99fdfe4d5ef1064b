import { combineDataProviders, type DataProvider } from 'ra-core';
import { createAuthApi, type AuthApi } from './authApi';
import { createNotificationsApi, type NotificationsApi } from './notificationsApi';
import { createDashboardApi, type DashboardApi } from './dashboardApi';
import type { HttpClient } from './httpClient';
import { createResourceProviders, isGatewayResource } from './resources';
import { createSecurityApi, type SecurityApi } from './securityApi';
import { createSettingsApi, type SettingsApi } from './settingsApi';
import { createSubUsersApi, type SubUsersApi } from './subusersApi';
import { createPayoutsApi, type PayoutsApi } from './payoutsApi';
import { createCredentialsApi, type CredentialsApi } from './credentialsApi';
import { createWalletBalanceApi, type WalletBalanceApi } from './walletBalanceApi';
import { createPaymentLinksApi, type PaymentLinksApi } from './paymentLinksApi';
import { createPreferencesApi, type PreferencesApi } from './preferencesApi';

/**
 * The dashboard's DataProvider: react-admin's CRUD methods mapped onto the gateway's paths, plus
 * the gateway's own calls as typed methods, used through `useDataProvider<GatewayDataProvider>()`.
 */
export type GatewayDataProvider = DataProvider & AuthApi & NotificationsApi & DashboardApi & SubUsersApi & SecurityApi & SettingsApi & PayoutsApi & CredentialsApi & WalletBalanceApi & PaymentLinksApi & PreferencesApi;

export interface DataProviderOptions {
  httpClient: HttpClient;
}

/** Every call rejects, so a wrong resource name fails the query instead of the render. */
const unknownResource = (resource: string) =>
  new Proxy({} as DataProvider, { get: () => () => Promise.reject(new Error(`Unknown resource "${resource}"`)) });

export function createDataProvider({ httpClient: http }: DataProviderOptions): GatewayDataProvider {
  const resources = createResourceProviders(http);
  // One provider per resource (resources.ts); asking an unknown resource is a programming error.
  const crud = combineDataProviders((resource) => (isGatewayResource(resource) ? resources[resource] : unknownResource(resource)));

  return { ...crud, ...createAuthApi(http), ...createNotificationsApi(http), ...createDashboardApi(http), ...createSubUsersApi(http), ...createSecurityApi(http), ...createSettingsApi(http), ...createPayoutsApi(http), ...createCredentialsApi(http), ...createWalletBalanceApi(http), ...createPaymentLinksApi(http), ...createPreferencesApi(http) };
}
