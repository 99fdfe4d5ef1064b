import { describe, expect, it } from 'vitest';
import { capStart, dashboardQuery, floorEnd, statLabelKey } from './periods';

describe('periods', () => {
  it.each([
    ['today', 'app.dashboard.stats.volume.today'],
    ['thisMonth', 'app.dashboard.stats.volume.thisMonth'],
    ['last6Months', 'app.dashboard.stats.volume.last6Months'],
    ['currentYear', 'app.dashboard.stats.volume.currentYear'],
    ['yesterday', 'app.dashboard.stats.volume.generic'],
    ['thisWeek', 'app.dashboard.stats.volume.generic'],
    ['last3Months', 'app.dashboard.stats.volume.generic'],
    ['range', 'app.dashboard.stats.volume.generic'],
  ] as const)('labels %s with %s', (period, key) => {
    expect(statLabelKey('volume', period)).toBe(key);
  });

  it('caps the start by the end and floors the end by the start', () => {
    expect(capStart('2026-02-10', '2026-02-01')).toBe('2026-02-01');
    expect(capStart('2026-01-10', '2026-02-01')).toBe('2026-01-10');
    expect(capStart('2026-02-10', '')).toBe('2026-02-10');
    expect(floorEnd('2026-01-01', '2026-01-05')).toBe('2026-01-05');
    expect(floorEnd('2026-01-09', '2026-01-05')).toBe('2026-01-09');
    expect(floorEnd('2026-01-01', '')).toBe('2026-01-01');
  });

  it('adds the dates of a custom range only when both are set', () => {
    expect(dashboardQuery({ period: 'thisWeek', startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({ filter: 'thisWeek' });
    expect(dashboardQuery({ period: 'range', startDate: '2026-01-01', endDate: '' })).toBeNull();
    expect(dashboardQuery({ period: 'range', startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({
      filter: 'range',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
  });
});
