import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardQuery, type DashboardPeriod } from '../../contract/dashboard';
import { dayLabel, periodWindow } from './period';

/**
 * Period windows in the server's time zone. The process runs in New York here (a zone away from
 * UTC, with daylight saving), so a window computed in UTC by mistake would show.
 */
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

const query = (filter: DashboardPeriod, startDate?: string, endDate?: string) => DashboardQuery.parse({ filter, startDate, endDate });
const window = (filter: DashboardPeriod, now: Date, startDate?: string, endDate?: string) =>
  periodWindow(query(filter, startDate, endDate), now);
const iso = (date: Date) => date.toISOString();

describe('periodWindow', () => {
  it('runs in the zone it was given', () => {
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(300);
  });

  it('today starts at local midnight and ends at now; yesterday is the whole day before', () => {
    const now = new Date(2026, 2, 11, 0, 0, 30); // 00:00:30 on Wednesday 11 March, EDT (UTC-4)
    const today = window('today', now);
    expect(iso(today.from)).toBe('2026-03-11T04:00:00.000Z');
    expect(today.before.getTime()).toBe(now.getTime() + 1);
    expect(today.days.map((day) => dayLabel(day))).toEqual(['2026-03-11']);

    const yesterday = window('yesterday', now);
    expect(iso(yesterday.from)).toBe('2026-03-10T04:00:00.000Z');
    expect(iso(yesterday.before)).toBe('2026-03-11T04:00:00.000Z');
    expect(yesterday.days.map((day) => dayLabel(day))).toEqual(['2026-03-10']);
  });

  it('a day that loses an hour to daylight saving is 23 hours long', () => {
    const yesterday = window('yesterday', new Date(2026, 2, 9, 12));
    expect(iso(yesterday.from)).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(yesterday.before)).toBe('2026-03-09T04:00:00.000Z');
  });

  it('thisWeek starts on Monday, also when today is Sunday or Monday itself', () => {
    const sunday = window('thisWeek', new Date(2026, 2, 15, 23, 59));
    expect(dayLabel(sunday.from)).toBe('2026-03-09');
    expect(sunday.days.map((day) => dayLabel(day))).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    const mondayMidnight = new Date(2026, 2, 16, 0, 0, 0);
    const monday = window('thisWeek', mondayMidnight);
    expect(monday.from.getTime()).toBe(mondayMidnight.getTime());
    expect(monday.days.map((day) => dayLabel(day))).toEqual(['2026-03-16']);
  });

  it('thisMonth and currentYear start on the 1st', () => {
    const now = new Date(2026, 2, 11, 9);
    expect(dayLabel(window('thisMonth', now).from)).toBe('2026-03-01');
    expect(window('thisMonth', now).days).toHaveLength(11);
    expect(dayLabel(window('currentYear', now).from)).toBe('2026-01-01');
    expect(window('currentYear', now).days).toHaveLength(31 + 28 + 11);
  });

  it('last3Months and last6Months start on the same day that many months ago, clamped to a shorter month', () => {
    const now = new Date(2026, 2, 11, 9);
    expect(dayLabel(window('last3Months', now).from)).toBe('2025-12-11');
    expect(dayLabel(window('last6Months', now).from)).toBe('2025-09-11');
    const may31 = new Date(2026, 4, 31, 9);
    expect(dayLabel(window('last3Months', may31).from)).toBe('2026-02-28');
    expect(dayLabel(window('last6Months', new Date(2026, 7, 31)).from)).toBe('2026-02-28');
  });

  it('range runs from the start day midnight to the end of the end day', () => {
    const range = window('range', new Date(2026, 10, 22), '2026-03-07', '2026-03-09');
    expect(iso(range.from)).toBe('2026-03-07T05:00:00.000Z');
    expect(iso(range.before)).toBe('2026-03-10T04:00:00.000Z');
    expect(range.days.map((day) => dayLabel(day))).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(window('range', new Date(), '2026-03-09', '2026-03-09').days.map((day) => dayLabel(day))).toEqual(['2026-03-09']);
  });
});

describe('periodWindow in the merchant\'s time zone', () => {
  const zoned = (filter: DashboardPeriod, now: Date, timeZone: string, startDate?: string, endDate?: string) =>
    periodWindow(query(filter, startDate, endDate), now, timeZone);

  it('counts the zone\'s days, not the server\'s (New York here): 23:30 UTC is the next day in Berlin (UTC+2)', () => {
    const now = new Date('2026-06-10T23:30:00Z');
    const berlin = zoned('today', now, 'Europe/Berlin');
    expect(iso(berlin.from)).toBe('2026-06-10T22:00:00.000Z');
    expect(berlin.days.map((day) => dayLabel(day, 'Europe/Berlin'))).toEqual(['2026-06-11']);
    expect(iso(zoned('today', now, 'UTC').from)).toBe('2026-06-10T00:00:00.000Z');
    expect(iso(zoned('thisMonth', now, 'Asia/Tokyo').from)).toBe('2026-05-31T15:00:00.000Z');
    // Thursday 11 June in Tokyo: the week started on Monday the 8th.
    expect(zoned('thisWeek', now, 'Asia/Tokyo').days.map((day) => dayLabel(day, 'Asia/Tokyo'))).toEqual(['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11']);
  });

  it('steps a range by the zone\'s calendar days across its daylight-saving change', () => {
    const range = zoned('range', new Date('2026-11-22T00:00:00Z'), 'Europe/Berlin', '2026-03-28', '2026-03-30');
    expect(iso(range.from)).toBe('2026-03-27T23:00:00.000Z');
    expect(range.days.map(iso)).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(iso(range.before)).toBe('2026-03-30T22:00:00.000Z');
    expect(iso(zoned('currentYear', new Date('2026-06-10T12:00:00Z'), 'Pacific/Auckland').from)).toBe('2025-12-31T11:00:00.000Z');
  });
});

describe('DashboardQuery', () => {
  const issues = (input: Record<string, string>) => {
    const result = DashboardQuery.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('requires both dates, in order, for range only', () => {
    expect(issues({ filter: 'range' })).toEqual(['startDate: is required when filter is range', 'endDate: is required when filter is range']);
    expect(issues({ filter: 'range', startDate: '2026-03-01' })).toEqual(['endDate: is required when filter is range']);
    expect(issues({ filter: 'range', startDate: '2026-03-02', endDate: '2026-03-01' })).toEqual(['endDate: must not be before startDate']);
    expect(issues({ filter: 'range', startDate: '2026-02-30', endDate: '2026-03-01' })).toEqual(['startDate: must be a date like 2026-01-31']);
    expect(issues({ filter: 'range', startDate: '2000-01-01', endDate: '2026-03-01' })).toEqual(['endDate: must be at most 3660 days after startDate']);
    expect(issues({ filter: 'range', startDate: '2026-03-01', endDate: '2026-03-01' })).toEqual([]);
    expect(issues({ filter: 'today' })).toEqual([]);
    expect(issues({ filter: 'lastDecade' })).toHaveLength(1);
  });

  it('defaults to today', () => {
    expect(DashboardQuery.parse({}).filter).toBe('today');
  });
});
