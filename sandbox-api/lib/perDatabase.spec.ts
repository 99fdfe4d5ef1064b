import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types';
import { perDatabase, RecentMap } from './perDatabase';

const database = (): Queryable => ({ query: async () => ({ rows: [] }), exec: async () => undefined }) as unknown as Queryable;

describe('perDatabase', () => {
  it('makes one value per database, on first use', () => {
    let made = 0;
    const of = perDatabase(() => ({ n: ++made }));
    const [a, b] = [database(), database()];
    expect(made).toBe(0);
    expect(of(a)).toBe(of(a));
    expect(of(b)).not.toBe(of(a));
    expect(made).toBe(2);
  });
});

describe('RecentMap', () => {
  it('keeps at most max entries and forgets the one least recently set or touched', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.touch('a')).toBe(1);
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c')]).toEqual([1, 3]);
    map.set('a', 4);
    map.set('d', 5);
    expect(map.get('c')).toBeUndefined();
    expect([map.get('a'), map.get('d')]).toEqual([4, 5]);
    expect(map.touch('missing')).toBeUndefined();
  });
});
