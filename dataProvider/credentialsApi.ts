import { isAdminRole } from '../contract/credentials';
import type { HttpClient } from './httpClient';

export const credentialsPath = (userId: string, role?: string) =>
  role && isAdminRole(role) ? `/merchant/${encodeURIComponent(userId)}/api-credentials` : `/merchant/${encodeURIComponent(userId)}`;


export function createCredentialsApi(http: HttpClient) {
  return {
    /**
     * The merchant record (001 sections 6 and 7): admin and superadmin read the per-user credentials
     * path, merchant roles and the profile (no role) the merchant path. Returned raw: gateways answer in
     * several shapes (src/credentials reads them all).
     */
    async getMerchantRecord(userId: string, role?: string): Promise<unknown> {
      const { json } = await http(credentialsPath(userId, role));
      return json;
    },
  };
}
