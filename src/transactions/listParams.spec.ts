import { describe, expect, it } from 'vitest';
import { setTimeZone } from '../common/formatters';
import { appliedRange, canonicalSearch, filterValuesOf, fromList } from './listParams';

const newest = { field: 'createdAt', order: 'DESC' } as const;
const state = (filterValues: Record<string, unknown>, sort: { field: string; order: 'ASC' | 'DESC' } = newest, page: unknown = 1) =>
  fromList({ filterValues, sort, page });
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("list state in react-admin's list controller", () => {
  it("reads the screen's state from the controller's filter, sort and page, and writes the filter back", () => {
    const params = state({ type: 'payout', status: 'completed', filter: 'last7days' }, { field: 'createdAt', order: 'ASC' }, 2);
    expect(params).toEqual({ tab: 'payout', status: 'completed', filter: 'last7days', startDate: null, endDate: null, sort: 'oldest', page: 2 });
    expect(filterValuesOf(params)).toEqual({ type: 'payout', status: 'completed', filter: 'last7days' });
    expect(state({ type: 'refund' }, { field: 'updatedAt', order: 'DESC' }).sort).toBe('updated');
    expect(state({}).tab).toBe('deposit');
  });

  it('drops values the tab or the API would not take', () => {
    expect(state({ type: 'payout', status: 'confirmed', startDate: '2026-01-01' }, { field: 'amount', order: 'ASC' }, 0)).toMatchObject({
      tab: 'payout',
      status: null,
      startDate: null,
      sort: 'newest',
      page: 1,
    });
    expect(state({ filter: 'custom', startDate: '2026-13-45', endDate: 'yesterday' })).toMatchObject({ startDate: null, endDate: null });
  });

  it('keeps the Withdraw tab as refund, and a half-set custom range in the URL', () => {
    expect(filterValuesOf(state({ type: 'refund' }))).toEqual({ type: 'refund' });
    expect(filterValuesOf(state({ filter: 'custom', startDate: '2026-01-01' }))).toEqual({ type: 'deposit', filter: 'custom', startDate: '2026-01-01' });
  });

  it('names the days of a preset for the export file', () => {
    const now = new Date(2026, 2, 10, 15, 0, 0);
    expect(appliedRange(state({ filter: 'today' }), now)).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(appliedRange(state({ filter: 'last7days' }), now)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(appliedRange(state({ filter: 'custom', startDate: '2026-01-01' }), now)).toEqual({});
  });

  it("counts a preset's days in the merchant's time zone (issue 29)", () => {
    // 23:30 UTC on March 10th is already March 11th in Tokyo.
    setTimeZone('Asia/Tokyo');
    try {
      expect(appliedRange(state({ filter: 'last7days' }), new Date('2026-03-10T23:30:00.000Z'))).toEqual({ startDate: '2026-03-05', endDate: '2026-03-11' });
    } finally {
      setTimeZone(null);
    }
  });
});

describe('the address before the list controller reads it', () => {
  it("leaves react-admin's own addresses and an address without list state alone", () => {
    expect(canonicalSearch('')).toBeNull();
    expect(canonicalSearch('?details=abc')).toBeNull();
    expect(canonicalSearch(`?displayedFilters=%7B%7D&filter=${json({ type: 'payout', status: 'completed' })}&order=ASC&page=2&perPage=10&sort=createdAt`)).toBeNull();
    expect(canonicalSearch(`?filter=${json({ type: 'deposit', filter: 'custom', startDate: '2026-01-01' })}`)).toBeNull();
  });

  it("turns the screen's former address (a bookmark, a notification's link) into react-admin's, keeping details", () => {
    const next = canonicalSearch('?tab=withdraw&status=rejected&filter=last30days&sort=updated&page=3&details=tx-1');
    const query = new URLSearchParams(next ?? '');
    expect(Object.fromEntries(query)).toEqual({
      details: 'tx-1',
      filter: JSON.stringify({ type: 'refund', status: 'rejected', filter: 'last30days' }),
      sort: 'updatedAt',
      order: 'DESC',
      page: '3',
    });
    expect(canonicalSearch(next ?? '')).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(canonicalSearch('?tab=deposit') ?? ''))).toEqual({ filter: JSON.stringify({ type: 'deposit' }) });
  });

  it('drops unknown values of a hand-edited address', () => {
    const next = canonicalSearch(`?filter=${json({ type: 'bogus', status: 'x', filter: 'forever' })}&sort=amount&order=ASC&page=-2&perPage=500`);
    expect(Object.fromEntries(new URLSearchParams(next ?? ''))).toEqual({ filter: JSON.stringify({ type: 'deposit' }) });
    expect(canonicalSearch(`?filter=${json({ type: 'payout' })}&sort=updatedAt&order=ASC`)).toContain('order=DESC');
  });
});
