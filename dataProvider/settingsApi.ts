import type { MerchantProfile } from '../contract/credentials';
import type { Ok } from '../contract/http';
import type { IpStatus, IpWhitelistEntry } from '../contract/ipWhitelist';
import type { HttpClient } from './httpClient';

/** The Settings calls of 001 section 7: the merchant profile and the server IP whitelist. */
export interface SettingsApi {
  getProfile(userId: string): Promise<MerchantProfile>;
  /** Multipart PUT /merchant/profile: the profile form, or a single automation field. */
  updateProfile(form: FormData): Promise<MerchantProfile>;
  getIpWhitelist(userId: string): Promise<IpWhitelistEntry[]>;
  addServerIp(userId: string, ip: string): Promise<IpWhitelistEntry[]>;
  updateServerIp(userId: string, ip: string, status: IpStatus): Promise<IpWhitelistEntry[]>;
}

export function createSettingsApi(http: HttpClient): SettingsApi {
  const ipPath = (userId: string) => `/ip-whitelist/${encodeURIComponent(userId)}`;
  const list = (json: Ok<IpWhitelistEntry[]> | null) => (Array.isArray(json?.data) ? json.data : []);
  return {
    async getProfile(userId) {
      const { json } = await http<Ok<MerchantProfile>>(`/merchant/${encodeURIComponent(userId)}`);
      return json.data;
    },
    async updateProfile(form) {
      const { json } = await http<Ok<MerchantProfile>>('/merchant/profile', { method: 'PUT', body: form });
      return json.data;
    },
    async getIpWhitelist(userId) {
      const { json } = await http<Ok<IpWhitelistEntry[]>>(ipPath(userId), { query: { type: 'server' } });
      return list(json);
    },
    async addServerIp(userId, ip) {
      const { json } = await http<Ok<IpWhitelistEntry[]>>(`${ipPath(userId)}/add`, { method: 'POST', body: { ip, type: 'server', status: 'active' } });
      return list(json);
    },
    async updateServerIp(userId, ip, status) {
      const { json } = await http<Ok<IpWhitelistEntry[]>>(`${ipPath(userId)}/update`, { method: 'POST', body: { ip, type: 'server', status } });
      return list(json);
    },
  };
}
