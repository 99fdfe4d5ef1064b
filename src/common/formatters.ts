const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A local date and time such as "Jan 31, 2026, 4:05 PM"; an empty string for a missing or bad value. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount with the 2 decimals of the spec (000 section 9, 001 section 9), grouped for reading:
 * 12,480.50. Every screen shows money this way; a missing value reads 0.00.
 */
export function formatAmount(value: number | null | undefined): string {
  return twoDecimals.format(value == null || Number.isNaN(value) ? 0 : value);
}
