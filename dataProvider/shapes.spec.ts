import { describe, expect, it } from 'vitest';
import {
  amount,
  amountOrNull,
  flag,
  flagText,
  idOf,
  isoDate,
  isoDateOrNull,
  listOf,
  userOf,
  withId,
} from './shapes';

describe('the answer shapes a gateway may use (001 sections 3 and 7, issue 15)', () => {
  it.each([
    [{ _id: 'a1' }, 'a1'],
    [{ id: 'b2' }, 'b2'],
    [{ id: 42 }, '42'],
    [{ _id: 'a1', id: 'ignored' }, 'a1'],
    [{}, null],
    [null, null],
  ])('reads the id of %j', (record, id) => {
    expect(idOf(record)).toBe(id);
  });

  it('sets _id and id from either, keeping each one sent', () => {
    expect(withId({ id: 'x', name: 'n' })).toEqual({ id: 'x', _id: 'x', name: 'n' });
    expect(withId({ _id: 'y' })).toEqual({ id: 'y', _id: 'y' });
    expect(withId({ _id: 'b', id: 'keep' })).toEqual({ _id: 'b', id: 'keep' });
    expect(withId({ id: 7 })).toEqual({ id: 7, _id: '7' });
  });

  it.each([
    [true, true],
    ['true', true],
    ['TRUE', true],
    [false, false],
    ['false', false],
    [undefined, false],
    [1, false],
  ])('reads the flag %j as %s', (value, expected) => {
    expect(flag(value)).toBe(expected);
    expect(flagText(value)).toBe(String(expected));
  });

  it.each([
    ['p1', 'p1'],
    [{ _id: 'p2', name: 'Parent' }, 'p2'],
    [{ id: 'p3' }, 'p3'],
    [null, null],
    ['', null],
  ])('reads parentUser %j as %j', (value, expected) => {
    expect(idOf(value)).toBe(expected);
  });

  it.each([
    [12.5, 12.5],
    ['1250.50', 1250.5],
    ['0', 0],
    ['', null],
    ['abc', null],
    [null, null],
    [Number.NaN, null],
  ])('reads the amount %j as %j', (value, expected) => {
    expect(amountOrNull(value)).toBe(expected);
    expect(amount(value)).toBe(expected ?? 0);
  });

  it('reads dates as ISO strings or epoch milliseconds', () => {
    const ms = Date.UTC(2026, 0, 31, 16, 5);
    expect(isoDateOrNull('2026-01-31T16:05:00.000Z')).toBe('2026-01-31T16:05:00.000Z');
    expect(isoDateOrNull(ms)).toBe('2026-01-31T16:05:00.000Z');
    expect(isoDateOrNull(String(ms))).toBe('2026-01-31T16:05:00.000Z');
    expect(isoDateOrNull('not a date')).toBeNull();
    expect(isoDateOrNull(null)).toBeNull();
    expect(isoDate(undefined)).toBe('');
  });

  describe('lists', () => {
    it('data.docs with totals', () => {
      const page = listOf({ success: true, data: { docs: [{ _id: 'a' }], page: 1, limit: 10, total: 21, totalPages: 3 } });
      expect(page).toEqual({ rows: [{ _id: 'a', id: 'a' }], total: 21, totalPages: 3 });
    });

    it('data.docs with a total and a limit but no page count', () => {
      expect(listOf({ data: { docs: [], total: '21', limit: 10 } })).toEqual({ rows: [], total: 21, totalPages: 3 });
    });

    it('data[] with pagination.total and totalPages', () => {
      expect(listOf({ data: [{ id: 'a' }], pagination: { total: 12, totalPages: 2 } })).toEqual({ rows: [{ id: 'a', _id: 'a' }], total: 12, totalPages: 2 });
    });

    it('data[] with pagination.pages', () => {
      expect(listOf({ data: [], pagination: { pages: '4', total: '31' } })).toEqual({ rows: [], total: 31, totalPages: 4 });
    });

    it('data[] with totalPages beside it', () => {
      expect(listOf({ data: [], totalPages: 5 })).toMatchObject({ totalPages: 5 });
    });

    it('a bare data[] is one page', () => {
      const page = listOf({ data: [{ id: 'a' }, { id: 'b' }] });
      expect(page).toEqual({ rows: [{ id: 'a', _id: 'a' }, { id: 'b', _id: 'b' }], total: null, totalPages: null });
    });

    it('a bare array without the envelope', () => {
      expect(listOf([{ id: 'a' }, 'not a row']).rows).toEqual([{ id: 'a', _id: 'a' }]);
    });

    it('anything else is unreadable', () => {
      expect(() => listOf({ data: { items: [] } }, 'complaints')).toThrow('The complaints answer has neither data.docs nor a data array');
      expect(() => listOf(null)).toThrow('The list answer has neither data.docs nor a data array');
    });
  });

  describe('the login user', () => {
    it('reads id, string flags and a parent object', () => {
      expect(userOf({ id: 'u1', role: 'merchant', email: 'a@b.c', isSubUser: 'true', parentUser: { _id: 'p1' } })).toEqual({
        _id: 'u1',
        id: 'u1',
        role: 'merchant',
        email: 'a@b.c',
        name: '',
        isSubUser: true,
        parentUser: 'p1',
      });
    });

    it("reads 'false' as a main user", () => {
      expect(userOf({ _id: 'u2', role: 'merchant', email: 'a@b.c', name: 'M', isSubUser: 'false', parentUser: null })).toMatchObject({
        isSubUser: false,
        parentUser: null,
        name: 'M',
      });
    });

    it('needs an id and a role', () => {
      expect(userOf({ role: 'merchant' })).toBeNull();
      expect(userOf({ id: 'x' })).toBeNull();
    });
  });
});
