import { describe, expect, it } from 'vitest';
import { appliedRange, changeParams, clearedParams, listFilter, listSearch, parseListParams } from './listParams';

describe('list state in the URL', () => {
  it('reads and writes a bookmarkable query, defaults left out', () => {
    const params = parseListParams('?tab=deposit&status=confirmed&filter=last7days&sort=oldest&page=2');
    expect(params).toEqual({
      tab: 'deposit',
      status: 'confirmed',
      filter: 'last7days',
      startDate: null,
      endDate: null,
      sort: 'oldest',
      page: 2,
    });
    expect(listSearch(params)).toBe('?tab=deposit&status=confirmed&filter=last7days&sort=oldest&page=2');
    expect(listSearch(parseListParams(''))).toBe('?tab=deposit');
  });

  it('drops values the tab or the API would not take', () => {
    expect(parseListParams('?tab=payout&status=confirmed&page=0&startDate=2026-01-01')).toMatchObject({
      tab: 'payout',
      status: null,
      page: 1,
      startDate: null,
    });
    expect(parseListParams('?filter=custom&startDate=2026-13-45&endDate=yesterday')).toMatchObject({ startDate: null, endDate: null });
  });

  it('starts again at page 1 on every change, and forgets custom dates when leaving custom', () => {
    const custom = parseListParams('?tab=deposit&filter=custom&startDate=2026-01-01&endDate=2026-01-31&page=4');
    expect(changeParams(custom, { sort: 'updated' })).toMatchObject({ page: 1, startDate: '2026-01-01' });
    expect(changeParams(custom, { filter: 'today' })).toMatchObject({ page: 1, startDate: null, endDate: null });
    expect(clearedParams(custom)).toEqual(parseListParams('?tab=deposit'));
  });

  it('sends the Withdraw tab as refund, and a custom range only when complete', () => {
    expect(listFilter(parseListParams('?tab=withdraw'))).toEqual({ type: 'refund', sort: 'newest' });
    expect(listFilter(parseListParams('?filter=custom&startDate=2026-01-01'))).toEqual({ type: 'deposit', sort: 'newest' });
    expect(listFilter(parseListParams('?filter=custom&startDate=2026-01-01&endDate=2026-01-02'))).toEqual({
      type: 'deposit',
      sort: 'newest',
      filter: 'custom',
      startDate: '2026-01-01',
      endDate: '2026-01-02',
    });
  });

  it('names the days of a preset for the export file', () => {
    const now = new Date(2026, 2, 10, 15, 0, 0);
    expect(appliedRange(parseListParams('?filter=today'), now)).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(appliedRange(parseListParams('?filter=last7days'), now)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(appliedRange(parseListParams('?filter=custom&startDate=2026-01-01'), now)).toEqual({});
  });
});
