import type { DataProvider, RaRecord } from 'ra-core';
import type { Ok } from '../contract/http';
import { createAuthApi, type AuthApi } from './authApi';
import { createNotificationsApi, type NotificationsApi } from './notificationsApi';
import { createDashboardApi, type DashboardApi } from './dashboardApi';
import type { HttpClient, QueryValue } from './httpClient';
import { adaptList, pathFor, withId } from './resources';
import { createSecurityApi, type SecurityApi } from './securityApi';
import { createSettingsApi, type SettingsApi } from './settingsApi';
import { createWalletServiceTypesApi, type WalletServiceTypesApi } from './walletServiceTypesApi';
import { createSubUsersApi, type SubUsersApi } from './subusersApi';
import { createPayoutsApi, type PayoutsApi } from './payoutsApi';
import { createComplaintsApi, type ComplaintsApi } from './complaintsApi';
import { createCredentialsApi, type CredentialsApi } from './credentialsApi';
import { createWalletBalanceApi, type WalletBalanceApi } from './walletBalanceApi';
import { createPaymentLinksApi, type PaymentLinksApi } from './paymentLinksApi';
import { createPreferencesApi, type PreferencesApi } from './preferencesApi';

/**
 * The dashboard's DataProvider: react-admin's CRUD methods mapped onto the gateway's paths, plus
 * the gateway's own calls as typed methods, used through `useDataProvider<GatewayDataProvider>()`.
 */
export type GatewayDataProvider = DataProvider & AuthApi & NotificationsApi & DashboardApi & SubUsersApi & SecurityApi & SettingsApi & WalletServiceTypesApi & PayoutsApi & ComplaintsApi & CredentialsApi & WalletBalanceApi & PaymentLinksApi & PreferencesApi;

export interface DataProviderOptions {
  httpClient: HttpClient;
}

function recordOf(body: unknown): RaRecord {
  const data = (body as Ok<Record<string, unknown>> | null)?.data;
  if (!data || typeof data !== 'object') throw new Error('The answer carries no record');
  return withId(data);
}

export function createDataProvider({ httpClient: http }: DataProviderOptions): GatewayDataProvider {
  const getOne = async (resource: string, id: RaRecord['id'], signal?: AbortSignal) => {
    const { json } = await http(pathFor(resource, 'one')(String(id)), { signal });
    return recordOf(json);
  };
  const update = async (resource: string, id: RaRecord['id'], data: unknown) => {
    const { json } = await http(pathFor(resource, 'update')(String(id)), { method: 'PUT', body: data });
    const record = (json as Ok<unknown> | null)?.data;
    return record && typeof record === 'object' ? withId(record as Record<string, unknown>) : withId({ ...(data as object), id });
  };
  const remove = async (resource: string, id: RaRecord['id']) => {
    await http(pathFor(resource, 'delete')(String(id)), { method: 'DELETE' });
  };

  const crud: DataProvider = {
    async getList(resource, { pagination, filter, signal }) {
      const page = pagination?.page ?? 1;
      const query: Record<string, QueryValue> = { page, limit: pagination?.perPage, ...(filter as object) };
      const { json } = await http(pathFor(resource, 'list'), { query, signal });
      return adaptList(json, page) as never;
    },
    async getOne(resource, { id, signal }) {
      return { data: (await getOne(resource, id, signal)) as never };
    },
    async getMany(resource, { ids, signal }) {
      return { data: (await Promise.all(ids.map((id) => getOne(resource, id, signal)))) as never };
    },
    async getManyReference(resource) {
      throw new Error(`The gateway has no reference lists for resource "${resource}"`);
    },
    async create(resource, { data }) {
      const { json } = await http(pathFor(resource, 'create'), { method: 'POST', body: data });
      const created = (json as Ok<unknown> | null)?.data;
      return { data: withId({ ...(data as object), ...(created && typeof created === 'object' ? created : {}) }) as never };
    },
    async update(resource, { id, data }) {
      return { data: (await update(resource, id, data)) as never };
    },
    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => update(resource, id, data)));
      return { data: ids };
    },
    async delete(resource, { id, previousData }) {
      await remove(resource, id);
      return { data: (previousData ?? { id }) as never };
    },
    async deleteMany(resource, { ids }) {
      await Promise.all(ids.map((id) => remove(resource, id)));
      return { data: ids };
    },
  };

  return { ...crud, ...createAuthApi(http), ...createNotificationsApi(http), ...createDashboardApi(http), ...createSubUsersApi(http), ...createSecurityApi(http), ...createSettingsApi(http), ...createWalletServiceTypesApi(http), ...createPayoutsApi(http), ...createComplaintsApi(http), ...createCredentialsApi(http), ...createWalletBalanceApi(http), ...createPaymentLinksApi(http), ...createPreferencesApi(http) };
}
