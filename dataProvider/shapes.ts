import type { Identifier } from 'ra-core';

/** One reader per kind of value a gateway sends in more than one shape (001 sections 3 and 7, issue 15). */

export type Raw = Record<string, unknown>;

export const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id as a string: the value itself, or a record's `_id` or `id`; null when none is a string or a number. */
export function idOf(value: unknown): string | null {
  for (const candidate of isRecord(value) ? [value._id, value.id] : [value]) {
    if (typeof candidate === 'string' && candidate) return candidate;
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return String(candidate);
  }
  return null;
}

/** A record with both `_id` (the gateway's name) and `id` (react-admin's): each as sent, else the other's. */
export function withId<T extends Raw>(record: T): T & { _id: Identifier; id: Identifier } {
  const id = idOf(record) ?? '';
  return { ...record, _id: (record._id as Identifier | undefined) ?? id, id: (record.id as Identifier | undefined) ?? id };
}

/** true for `true` and 'true' (any case); everything else, 'false' among it, is false. */
export const flag = (value: unknown): boolean => value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');

export const flagText = (value: unknown): 'true' | 'false' => (flag(value) ? 'true' : 'false');

export function amountOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export const amount = (value: unknown): number => amountOrNull(value) ?? 0;

/** Epoch milliseconds (a number or a string of digits) become ISO; null when unreadable. */
export function isoDateOrNull(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value).toISOString() : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  if (/^\d{9,}$/.test(value.trim())) return new Date(Number(value)).toISOString();
  return Number.isNaN(new Date(value).getTime()) ? null : value;
}

export const isoDate = (value: unknown): string => isoDateOrNull(value) ?? '';

export const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** One page of a list, each row with its ids; `total` and `totalPages` are null when the gateway gives neither. */
export interface ListPage {
  rows: Array<Raw & { _id: Identifier; id: Identifier }>;
  total: number | null;
  totalPages: number | null;
}

const positive = (value: unknown): number | null => {
  const number = amountOrNull(value);
  return number !== null && number >= 0 ? number : null;
};

/** The one reader of the list shapes of 001 sections 3 and 7, and of a bare array (a gateway without the envelope). */
export function listOf(body: unknown, what = 'list'): ListPage {
  const envelope = isRecord(body) ? body : Array.isArray(body) ? { data: body } : {};
  const { data } = envelope;
  const rows = (items: unknown[]) => items.filter(isRecord).map(withId);
  if (isRecord(data) && Array.isArray(data.docs)) {
    const total = positive(data.total);
    const limit = positive(data.limit);
    const totalPages = positive(data.totalPages) ?? positive(data.pages) ?? (total !== null && limit ? Math.ceil(total / limit) : null);
    return { rows: rows(data.docs), total, totalPages };
  }
  // None of the list shapes: screens show their own fetch error for it.
  if (!Array.isArray(data)) throw new Error(`The ${what} answer has neither data.docs nor a data array`);
  const pagination = isRecord(envelope.pagination) ? envelope.pagination : {};
  return {
    rows: rows(data),
    total: positive(pagination.total) ?? positive(envelope.total),
    totalPages: positive(pagination.totalPages) ?? positive(pagination.pages) ?? positive(envelope.totalPages),
  };
}

/** A login user (000 section 3) in one shape: `_id` and `id`, isSubUser boolean, parentUser an id; null without an id and a role. */
export function userOf(value: unknown) {
  if (!isRecord(value)) return null;
  const id = idOf(value) ?? idOf(value.userId);
  if (!id || typeof value.role !== 'string') return null;
  const name = textOrNull(value.name) ?? textOrNull(value.fullName) ?? '';
  const email = typeof value.email === 'string' ? value.email : '';
  return { _id: id, id, role: value.role, email, name, isSubUser: flag(value.isSubUser), parentUser: idOf(value.parentUser) };
}
