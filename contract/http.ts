import { z } from 'zod';

/** Every error answer of the API has this shape; `message` is the text the user sees. */
export const ErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A machine-readable cause the client acts on (e.g. 'stepUpRequired', contract/stepUp.ts). */
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export interface Ok<T> {
  success: true;
  message?: string;
  data: T;
}

/** The paginated list shape of 001 section 3. */
export interface ListPage<T> {
  docs: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** Query helpers shared by list routes: numbers arrive as strings in a query. */
/** Decimal digits only: z.coerce alone reads '0x10' as 16 and '' as 0. */
const decimalText = (value: unknown) => (typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value);
const wholeNumber = (name: string) =>
  z.preprocess(decimalText, z.number(`${name} must be a whole number`).int(`${name} must be a whole number`).min(1, `${name} must be 1 or more`));
export const pageParam = wholeNumber('page');
export const limitParam = (max: number) => wholeNumber('limit').transform((n) => Math.min(n, max));

/**
 * Days the date filters accept. Far wider than any record, and narrow enough that the day after
 * the last one is still a year PostgreSQL parses (9999-12-31 + 1 day is not).
 */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '2999-12-31';
export const DAY_OUT_OF_RANGE = `must be between ${FIRST_DAY} and ${LAST_DAY}`;
/** Judges only values that start like a date; the format has its own message. */
export const isDayInRange = (value: string) => !/^\d{4}-\d{2}-\d{2}/.test(value) || (value.slice(0, 10) >= FIRST_DAY && value.slice(0, 10) <= LAST_DAY);
