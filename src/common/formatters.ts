import { appLocale } from '../i18n/languages';

// Made on first use: building an Intl formatter loads locale data, a long task on a slow machine that
// would else run while the first screen's chunk loads, before anything is shown (issue 27).
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
/** The merchant's time zone (issue 29's setting), in which every date is shown and exported; unset: the browser's. */
let zone: string | undefined;

/** A formatter for the language shown (issue 30); English keeps the browser's dates and en-US amounts. */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(options: string, make: (language: string | undefined) => T): T {
  const language = appLocale();
  const key = language + options;
  if (!made.has(key)) made.set(key, make(language === 'en' ? undefined : language));
  return made.get(key) as T;
}

/** Sets the merchant's time zone (null: the browser's); the shell draws its page again when it changes. */
export function setTimeZone(name: string | null | undefined) {
  zone = name ?? undefined;
}

/** Dates in the language shown and the merchant's time zone, unless `options` name another zone (or `timeZone: undefined`, the browser's). */
export function dateFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const merged = { timeZone: zone, ...options };
  return cached(`d${JSON.stringify(merged)}`, (language) => new Intl.DateTimeFormat(language, merged));
}

/** Numbers in the language shown; English's are en-US. */
export const numberFormat = (options: Intl.NumberFormatOptions = {}) =>
  cached(`n${JSON.stringify(options)}`, (language) => new Intl.NumberFormat(language ?? 'en-US', options));

const dateTimeFormat = () => dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** The IANA name of the time zone dates are shown in. */
export const timeZoneName = () => dateTimeFormat().resolvedOptions().timeZone;

/** "Jan 31, 2026, 4:05 PM" in the merchant's time zone from ISO or epoch ms, also as digits (issue 15); '' for a missing or bad value. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const epoch = typeof value === 'string' && /^\d{9,}$/.test(value.trim()) ? Number(value) : null;
  const date = value instanceof Date ? value : new Date(epoch ?? value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat().format(date);
}

/** An amount with the spec's 2 decimals, grouped: 12,480.50 (000 and 001 section 9); missing reads 0.00. */
export function formatAmount(value: number | string | null | undefined): string {
  // A numeric string from a gateway reads as its number (issue 15); anything unreadable as 0.00.
  const number = typeof value === 'string' ? Number(value.trim() === '' ? NaN : value) : value;
  return numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(number == null || !Number.isFinite(number) ? 0 : number);
}
