import { describe, expect, it } from 'vitest';
import { dashboardQuery, isReversed, statLabelKey } from './periods';

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

  it('knows a reversed range (start after end); one day, or a missing date, is not', () => {
    expect(isReversed({ startDate: '2026-02-10', endDate: '2026-02-01' })).toBe(true);
    expect(isReversed({ startDate: '2026-02-01', endDate: '2026-02-01' })).toBe(false);
    expect(isReversed({ startDate: '2026-02-10', endDate: '' })).toBe(false);
  });

  it('adds the dates of a custom range only when both are set', () => {
    expect(dashboardQuery({ period: 'thisWeek', startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({ filter: 'thisWeek' });
    expect(dashboardQuery({ period: 'range', startDate: '2026-01-01', endDate: '' })).toBeNull();
    expect(dashboardQuery({ period: 'range', startDate: '2026-02-01', endDate: '2026-01-31' })).toBeNull();
    expect(dashboardQuery({ period: 'range', startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({
      filter: 'range',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
  });
});
