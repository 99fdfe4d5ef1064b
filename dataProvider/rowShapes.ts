import type { RaRecord, ResourceCallbacks } from 'ra-core';
import { amountOrNull, flag, isoDateOrNull, isRecord, type Raw } from './shapes';

// The resources' fields a gateway may send in another form (issue 15): only those change, so the sandbox's own
// answers pass through as they are. `flagTexts` are the 2FA flags, kept as strings; `nested`, a record or a list of them.
interface FieldKinds {
  amounts?: readonly string[];
  dates?: readonly string[];
  flags?: readonly string[];
  flagTexts?: readonly string[];
  nested?: Readonly<Record<string, FieldKinds>>;
}

const KINDS: Readonly<Record<string, FieldKinds>> = {
  transactions: {
    amounts: ['amount', 'displayAmount', 'actualBalance', 'fee', 'netAmount'],
    dates: ['createdAt', 'updatedAt', 'submittedAt', 'processedAt', 'confirmedAt', 'expiresAt'],
    nested: { verificationData: { amounts: ['actualBalance'] } },
  },
  withdrawals: { amounts: ['amount', 'fee', 'netAmount'], dates: ['createdAt', 'updatedAt', 'processedAt', 'confirmedAt', 'submittedAt'] },
  refunds: {
    dates: ['submittedAt', 'createdAt', 'updatedAt'],
    nested: { withdrawalId: { amounts: ['amount'], dates: ['updatedAt', 'createdAt'] } },
  },
  subusers: { dates: ['createdAt', 'updatedAt'], flagTexts: ['enabled2FA', 'verified2FA'] },
  'ip-whitelist': { dates: ['createdAt', 'updatedAt'] },
  'wallet-service-types': {
    dates: ['createdAt', 'updatedAt'],
    flags: ['isActive'],
    nested: {
      wallets: {
        amounts: ['totalDepositAmount', 'totalDeposits', 'lastDepositAmount'],
        dates: ['walletGeneratedAt', 'lastDepositAt'],
        flags: ['isActive'],
      },
    },
  },
};

function reshape(row: Raw, kinds: FieldKinds): Raw {
  const out: Raw = { ...row };
  for (const key of kinds.amounts ?? []) {
    if (typeof out[key] === 'string') out[key] = amountOrNull(out[key]) ?? out[key];
  }
  for (const key of kinds.dates ?? []) {
    const value = out[key];
    if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,}$/.test(value.trim()))) out[key] = isoDateOrNull(value);
  }
  for (const key of kinds.flags ?? []) {
    const value = out[key];
    if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) out[key] = flag(value);
  }
  for (const key of kinds.flagTexts ?? []) {
    if (typeof out[key] === 'boolean') out[key] = String(out[key]);
  }
  for (const [key, inner] of Object.entries(kinds.nested ?? {})) {
    const value = out[key];
    if (isRecord(value)) out[key] = reshape(value, inner);
    if (Array.isArray(value)) out[key] = value.map((item) => (isRecord(item) ? reshape(item, inner) : item));
  }
  return out;
}

/** One record of `resource` in the dashboard's shape (its ids are already set: shapes.ts withId). */
export function adaptRecord<T extends RaRecord>(resource: string, record: T): T {
  const kinds = KINDS[resource];
  return kinds && isRecord(record) ? (reshape(record, kinds) as T) : record;
}

/** Not afterSave: it makes updateMany read the records back with getMany, which most of the gateway's resources lack. */
export function rowShapeCallbacks(resource: string): ResourceCallbacks {
  const adapt = async (record: RaRecord) => adaptRecord(resource, record);
  const adaptResult = async <R extends { data: RaRecord }>(result: R) => ({ ...result, data: adaptRecord(resource, result.data) });
  return { resource, afterRead: adapt, afterCreate: adaptResult, afterUpdate: adaptResult };
}
