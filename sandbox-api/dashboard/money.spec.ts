import { describe, expect, it } from 'vitest';
import { toCents } from './money';

describe('toCents', () => {
  it('rounds half away from zero on the decimal digits, where a float would round 1.005 down', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(toCents('1.005')).toBe(1.01);
    expect(toCents('1.004999')).toBe(1);
    expect(toCents('160.655000')).toBe(160.66);
    expect(toCents('-2.345')).toBe(-2.35);
    expect(toCents('-0.001')).toBe(0);
  });

  it('keeps large sums exact to the cent', () => {
    expect(toCents('123456789012.344999')).toBe(123456789012.34);
    expect(toCents('0')).toBe(0);
    expect(toCents('7')).toBe(7);
    expect(toCents(null)).toBe(0);
  });

  it('refuses what is not a decimal', () => {
    expect(() => toCents('1e5')).toThrow('Not a decimal: 1e5');
  });
});
