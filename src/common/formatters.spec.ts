import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime } from './formatters';

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
});
