import { isAdminRole } from '../contract/credentials';
import type { HttpClient } from './httpClient';

export const credentialsPath = (userId: string, role?: string) =>
  role && isAdminRole(role) ? `/merchant/${encodeURIComponent(userId)}/api-credentials` : `/merchant/${encodeURIComponent(userId)}`;


export function createCredentialsApi(http: HttpClient) {
  return {
    /** The merchant record (001 sections 6 and 7), raw: src/credentials reads the gateways' several shapes. */
    async getMerchantRecord(userId: string, role?: string): Promise<unknown> {
      const { json } = await http(credentialsPath(userId, role));
      return json;
    },
  };
}
