import { API_V2_PREFIX } from './activity';

/** API credentials and the merchant profile (000 and 001 sections 3 and 7; DECISIONS.md section 5). */

/** Roles that use the per-user credentials path GET /merchant/{userId}/api-credentials (001 section 6). */
export const ADMIN_ROLES = ['admin', 'superadmin'] as const;
/** Roles that use the merchant path GET /merchant/{userId}. */
export const MERCHANT_ROLES = ['merchant', 'sub_merchant', 'super_operation', 'operation', 'super_merchant'] as const;

export const isAdminRole = (role: unknown) => (ADMIN_ROLES as readonly unknown[]).includes(role);
export const isMerchantRole = (role: unknown) => (MERCHANT_ROLES as readonly unknown[]).includes(role);

/** The merchant profile of 001 section 3, as GET /merchant/{userId} answers it under `data`. */
export interface MerchantProfile {
  _id: string;
  /** The user whose request this answers; for a sub-user its own id, the rest is its parent's. */
  userId: string;
  merchantId: string;
  name: string;
  email: string;
  companyName: string | null;
  licenceNo: string | null;
  phoneNo: string | null;
  country: string | null;
  /** Where the logo can be fetched (same origin, session cookie), or null without one. */
  logo: string | null;
  autoWithdraw: boolean;
  autoPayout: boolean;
  maxAutoWithdrawAmount: number;
  transactionTimer: number;
}

/**
 * GET /merchant/{userId}: the profile under `data`, and the credentials beside it, only for a
 * caller holding api-credentials. The secret is decrypted for this answer only.
 */
export interface MerchantBody {
  success: true;
  message: string;
  data: MerchantProfile;
  apiKey?: string;
  apiSecret?: string;
}

/** GET /merchant/{userId}/api-credentials (admin roles). */
export interface ApiCredentialsBody {
  success: true;
  message: string;
  data: { userId: string; apiKey: string; apiSecret: string; transactionTimer: number };
}

/**
 * The API credentials without the secret (issue 28): the sandbox's addition that the API
 * Credentials screen reads on every visit instead of GET /merchant/{userId}, which sends the
 * secret each time. The secret comes only from POST {@link CREDENTIALS_REVEAL_PATH}, behind a
 * step-up confirmation, and each reveal is one "API secret revealed" in the activity log. Both
 * need api-credentials, as the spec call's credentials do; against a gateway without them the
 * dashboard falls back to the spec call.
 */
export const CREDENTIALS_RESOURCE = 'credentials';
export const CREDENTIALS_PATH = `${API_V2_PREFIX}/${CREDENTIALS_RESOURCE}`;
export const CREDENTIALS_REVEAL_PATH = `${CREDENTIALS_PATH}/reveal`;

/** GET /api/v2/credentials: what the screen shows, never the secret. */
export interface CredentialsRecord {
  /** The caller's user id (the screen's "User ID"; the spec's `userId` of /merchant/{userId}). */
  id: string;
  /** The merchant whose credentials these are: the caller, or its parent for a sub-user. */
  merchantId: string;
  apiKey: string;
  /** Minutes a payment link stays payable (the generator's countdown). */
  transactionTimer: number;
}

/** POST /api/v2/credentials/reveal: the same record with the secret. */
export interface RevealedCredentials extends CredentialsRecord {
  apiSecret: string;
}

/** Reveals per user, counted after the step-up: a stolen confirmed session cannot read it in a loop. */
export const CREDENTIALS_REVEALS_MAX = 30;
export const CREDENTIALS_REVEALS_WINDOW_MS = 15 * 60_000;

export const CREDENTIALS_MESSAGES = {
  tooManyReveals: 'Too many reveals of the API secret: wait a few minutes and try again.',
} as const;

type Raw = Record<string, unknown>;
const objectAt = (value: unknown): Raw => (value && typeof value === 'object' ? (value as Raw) : {});
const firstText = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string' && value !== '');

/**
 * The credentials in any of the shapes gateways answer with (000 and 001 section 3): at the top,
 * under `data` or under `merchant`, named apiKey/api_key/key and apiSecret/api_secret/secret, with
 * data.transactionTimer. A field that is missing comes back undefined; the caller says which.
 */
export function credentialFields(body: unknown): { apiKey?: string; apiSecret?: string; transactionTimer?: number } {
  const places = [objectAt(body), objectAt(objectAt(body).data), objectAt(objectAt(body).merchant)];
  const pick = (...names: string[]) => firstText(...places.flatMap((place) => names.map((name) => place[name])));
  const timer = places.map((place) => Number(place.transactionTimer)).find((value) => Number.isInteger(value) && value > 0);
  return { apiKey: pick('apiKey', 'api_key', 'key'), apiSecret: pick('apiSecret', 'api_secret', 'secret'), transactionTimer: timer };
}
