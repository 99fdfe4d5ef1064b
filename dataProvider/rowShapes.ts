import type { RaRecord, ResourceCallbacks } from 'ra-core';
import { amountOrNull, isoDateOrNull, isRecord, type Raw } from './shapes';

/**
 * The records of react-admin's resources (dataProvider/resources/) read in every shape a gateway
 * may send (issue 15, 001 sections 3 and 7): `_id` from `id`, amounts sent as numeric strings
 * become numbers, dates sent as epoch milliseconds become ISO strings, flags sent as strings
 * become what the screens read. Only fields that are there and in another form change, so the
 * sandbox's own answers pass through as they are.
 */

interface FieldKinds {
  /** Numbers; a numeric string becomes its number. */
  amounts?: readonly string[];
  /** ISO strings; epoch milliseconds (a number or a string of digits) become ISO. */
  dates?: readonly string[];
  /** Booleans; 'true'/'false' become true/false. */
  flags?: readonly string[];
  /** The spec's 'true'/'false' strings (the 2FA flags); booleans become strings. */
  flagTexts?: readonly string[];
  /** Objects inside the record, with their own kinds. */
  nested?: Readonly<Record<string, FieldKinds>>;
  /** Lists of objects inside the record. */
  lists?: Readonly<Record<string, FieldKinds>>;
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
    lists: {
      wallets: {
        amounts: ['totalDepositAmount', 'totalDeposits', 'lastDepositAmount'],
        dates: ['walletGeneratedAt', 'lastDepositAt'],
        flags: ['isActive'],
      },
    },
  },
};

const isBooleanText = (value: unknown): value is string => typeof value === 'string' && /^(true|false)$/i.test(value.trim());

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
    if (isBooleanText(out[key])) out[key] = (out[key] as string).trim().toLowerCase() === 'true';
  }
  for (const key of kinds.flagTexts ?? []) {
    if (typeof out[key] === 'boolean') out[key] = String(out[key]);
  }
  for (const [key, inner] of Object.entries(kinds.nested ?? {})) {
    if (isRecord(out[key])) out[key] = reshape(out[key], inner);
  }
  for (const [key, inner] of Object.entries(kinds.lists ?? {})) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((item) => (isRecord(item) ? reshape(item, inner) : item));
  }
  return out;
}

/** One record of `resource` in the dashboard's shape; a record with only `id` gets `_id` too (the screens read either). */
export function adaptRecord<T extends RaRecord>(resource: string, record: T): T {
  const kinds = KINDS[resource];
  if (!kinds || !isRecord(record)) return record;
  const out = reshape(record, kinds);
  if ((out._id === undefined || out._id === null) && out.id !== undefined && out.id !== null) out._id = String(out.id);
  return out as T;
}

/**
 * react-admin's lifecycle callbacks of `resource`: every record it reads (afterRead), creates or
 * updates passes through `adaptRecord`. Not afterSave, which makes updateMany read the records
 * back with getMany, a call most of the gateway's resources do not have.
 */
export function rowShapeCallbacks(resource: string): ResourceCallbacks {
  const adapt = async (record: RaRecord) => adaptRecord(resource, record);
  const adaptResult = async <R extends { data: RaRecord }>(result: R) => ({ ...result, data: adaptRecord(resource, result.data) });
  return { resource, afterRead: adapt, afterCreate: adaptResult, afterUpdate: adaptResult };
}
