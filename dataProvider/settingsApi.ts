import type { MerchantProfile } from '../contract/credentials';
import type { Ok } from '../contract/http';
import type { IpStatus, IpWhitelistEntry } from '../contract/ipWhitelist';
import type { HttpClient } from './httpClient';
import { amountOrNull, flag, idOf, isoDate, isRecord, listOf, textOrNull, type Raw } from './shapes';

/** The profile in any shape a gateway sends: `id` for `_id`, flags as strings, figures as strings. */
export function adaptProfile(data: unknown): MerchantProfile {
  if (!isRecord(data)) throw new Error('The merchant answer carries no profile');
  const row: Raw = data;
  const id = idOf(row) ?? '';
  return {
    ...(row as unknown as MerchantProfile),
    _id: id,
    userId: String(row.userId ?? id),
    merchantId: String(row.merchantId ?? id),
    name: String(row.name ?? ''),
    email: String(row.email ?? ''),
    companyName: textOrNull(row.companyName),
    licenceNo: textOrNull(row.licenceNo),
    phoneNo: textOrNull(row.phoneNo),
    country: textOrNull(row.country),
    logo: textOrNull(row.logo),
    autoWithdraw: flag(row.autoWithdraw),
    autoPayout: flag(row.autoPayout),
    maxAutoWithdrawAmount: amountOrNull(row.maxAutoWithdrawAmount) ?? 100,
    transactionTimer: amountOrNull(row.transactionTimer) ?? 10,
  };
}

/** An IP whitelist entry with `_id` from `id` and an ISO date. */
export function adaptIpEntry(row: Raw): IpWhitelistEntry {
  return { ...(row as unknown as IpWhitelistEntry), _id: idOf(row) ?? String(row.ipAddress ?? ''), createdAt: isoDate(row.createdAt) };
}

/** The whitelist as data[] (001 section 7) or the other list shapes; no list reads as none. */
function ipList(json: unknown): IpWhitelistEntry[] {
  try {
    return listOf(json, 'IP whitelist').rows.map(adaptIpEntry);
  } catch {
    return [];
  }
}

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
  const list = ipList;
  return {
    async getProfile(userId) {
      const { json } = await http<Ok<unknown>>(`/merchant/${encodeURIComponent(userId)}`);
      return adaptProfile(json?.data);
    },
    async updateProfile(form) {
      const { json } = await http<Ok<unknown>>('/merchant/profile', { method: 'PUT', body: form });
      return adaptProfile(json?.data);
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
