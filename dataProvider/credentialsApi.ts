import { isAdminRole } from '../contract/credentials';
import type { HttpClient } from './httpClient';

/**
 * The merchant record with the API credentials (001 sections 6 and 7): admin and superadmin use
 * the per-user credentials path, merchant roles the merchant path. The answer is returned raw,
 * because gateways answer in several shapes (src/credentials reads them all).
 */
export interface CredentialsApi {
  getMerchantRecord(userId: string, role: string): Promise<unknown>;
}

export const credentialsPath = (userId: string, role: string) =>
  isAdminRole(role) ? `/merchant/${encodeURIComponent(userId)}/api-credentials` : `/merchant/${encodeURIComponent(userId)}`;

export function createCredentialsApi(http: HttpClient): CredentialsApi {
  return {
    async getMerchantRecord(userId, role) {
      const { json } = await http(credentialsPath(userId, role));
      return json;
    },
  };
}
