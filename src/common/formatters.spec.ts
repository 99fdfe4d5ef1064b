import { describe, expect, it } from 'vitest';
import { setAppLocale } from '../i18n/languages';
import { dateFormat, formatAmount, formatDateTime, numberFormat, setTimeZone, timeZoneName } from './formatters';

const formatDay = (date: number, timeZone?: string) => dateFormat({ dateStyle: 'medium', ...(timeZone && { timeZone }) }).format(date);
const formatCount = (value: number) => numberFormat().format(value);

describe('formatters read the shapes a gateway may send (issue 15)', () => {
  it('formats a date given as ISO, epoch milliseconds or a string of digits the same', () => {
    const ms = Date.UTC(2026, 0, 31, 16, 5);
    const iso = formatDateTime(new Date(ms).toISOString());
    expect(iso).not.toBe('');
    expect(formatDateTime(ms)).toBe(iso);
    expect(formatDateTime(String(ms))).toBe(iso);
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('formats amounts given as numbers or numeric strings with 2 decimals', () => {
    expect(formatAmount(12480.5)).toBe('12,480.50');
    expect(formatAmount('12480.5')).toBe('12,480.50');
    expect(formatAmount('')).toBe('0.00');
    expect(formatAmount('abc')).toBe('0.00');
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });

  it("shows a date in the merchant's time zone once set, and in the browser's again for null (issue 29)", () => {
    const late = '2026-11-25T23:30:00.000Z';
    const browser = formatDateTime(late);
    setTimeZone('Asia/Tokyo');
    try {
      expect(formatDateTime(late)).toMatch(/^Nov 26, 2026, 8:30\sAM$/);
      expect(timeZoneName()).toBe('Asia/Tokyo');
    } finally {
      setTimeZone(null);
    }
    expect(formatDateTime(late)).toBe(browser);
    expect(timeZoneName()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('formatters follow the language shown (issue 30)', () => {
  const late = '2026-11-25T23:30:00.000Z';

  it('writes dates, days, counts, amounts and compact figures in Spanish once chosen, and in English again after', () => {
    setTimeZone('Asia/Tokyo');
    setAppLocale('es');
    try {
      expect(formatDateTime(late)).toMatch(/^26 nov 2026, 8:30$/);
      expect(formatDay(Date.parse(late))).toBe('26 nov 2026');
      expect(formatDay(Date.parse(late), 'UTC')).toBe('25 nov 2026');
      expect(formatCount(12480)).toBe('12.480');
      expect(formatAmount(12480.5)).toBe('12.480,50');
      expect(numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(12480)).toMatch(/^12,5\smil$/);
      expect(dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(late))).toBe('25 nov');
    } finally {
      setAppLocale('en');
      setTimeZone(null);
    }
    expect(formatCount(12480)).toBe('12,480');
    expect(formatAmount(12480.5)).toBe('12,480.50');
  });

  it("keeps a day in the time zone it is asked for, and the browser's for timeZone: undefined", () => {
    setTimeZone('Asia/Tokyo');
    try {
      expect(formatDay(Date.parse(late))).toMatch(/^Nov 26, 2026$/);
      expect(dateFormat({ hour: 'numeric', timeZone: undefined }).resolvedOptions().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    } finally {
      setTimeZone(null);
    }
  });
});
