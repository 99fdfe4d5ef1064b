import type { MerchantProfile } from '../contract/credentials';
import type { Ok } from '../contract/http';
import type { HttpClient } from './httpClient';
import { amountOrNull, flag, idOf, isRecord, textOrNull, type Raw } from './shapes';

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

/** The Settings calls of 001 section 7 (the profile is read with getMerchantRecord, the IP whitelist is the `ip-whitelist` resource). */
export interface SettingsApi {
  /** Multipart PUT /merchant/profile: the profile form, or a single automation field. */
  updateProfile(form: FormData): Promise<MerchantProfile>;
}

export function createSettingsApi(http: HttpClient): SettingsApi {
  return {
    async updateProfile(form) {
      const { json } = await http<Ok<unknown>>('/merchant/profile', { method: 'PUT', body: form });
      return adaptProfile(json?.data);
    },
  };
}
