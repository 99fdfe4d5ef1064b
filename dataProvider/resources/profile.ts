import { CREDENTIALS_PATH, credentialFields, isAdminRole, type MerchantProfile } from '../../contract/credentials';
import { unlessMissing, type HttpClient } from '../httpClient';
import { amountOrNull, flag, idOf, isRecord, textOrNull, type Raw } from '../shapes';
import { at, type Calls } from './common';

/** GET /merchant/{userId}, or for the admin roles' credentials their own path (001 section 6). */
const credentialsPath = (userId: string, role?: string) => `${at('/merchant', userId)}${role && isAdminRole(role) ? '/api-credentials' : ''}`;

/** The profile in any shape a gateway sends: `id` for `_id`, flags as strings, figures as strings. */
function adaptProfile(data: unknown): MerchantProfile {
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

/** The signed-in user's profile (001 section 7), its id the user's; PUT /merchant/profile is multipart (a File as is). */
export function profile(http: HttpClient): Calls {
  return {
    /**
     * With `meta.role` (API Credentials, the QR generator): the key, secret and timer, in any of the gateways' shapes.
     * With `meta.secretOnReveal` too, a gateway with GET /v2/credentials answers them without the secret (issue 28:
     * it comes only from the reveal call), and the record says so; one without it (404/405) gets the spec's call.
     */
    async getOne(_, { id, signal, meta }) {
      const { role, secretOnReveal } = (meta ?? {}) as { role?: string; secretOnReveal?: boolean };
      const withoutSecret = secretOnReveal ? await unlessMissing(http<Raw>(CREDENTIALS_PATH, { signal })) : null;
      if (withoutSecret) return { data: { ...credentialFields(withoutSecret.json), id, secretOnReveal } as never };
      const { json } = await http<Raw>(credentialsPath(String(id), role), { signal });
      if (role) return { data: { ...credentialFields(json), id } as never };
      return { data: { ...adaptProfile(json?.data), id } as never };
    },
    async update(_, { id, data }) {
      const form = new FormData();
      for (const [field, value] of Object.entries(data as Raw)) {
        if (value !== undefined) form.append(field, value instanceof Blob ? value : String(value));
      }
      const { json } = await http<Raw>('/merchant/profile', { method: 'PUT', body: form });
      return { data: { ...adaptProfile(json?.data), id } as never };
    },
  };
}
