import { createAuthProvider, type GatewayAuthProvider } from '../authProvider';
import { getToken } from '../authProvider/session';
import { createDataProvider, type GatewayDataProvider } from '../dataProvider';
import { createHttpClient } from '../dataProvider/httpClient';
import { config } from './config';

export interface Providers {
  dataProvider: GatewayDataProvider;
  authProvider: GatewayAuthProvider;
}

/** Wires the providers around one fetch: the browser's in the app, a test double in tests. */
export function createProviders({ fetch, apiBase = config.apiBase }: { fetch: typeof window.fetch; apiBase?: string }): Providers {
  const httpClient = createHttpClient({ baseUrl: apiBase, fetch, getToken });
  const dataProvider = createDataProvider({ httpClient });
  return { dataProvider, authProvider: createAuthProvider({ api: dataProvider }) };
}
