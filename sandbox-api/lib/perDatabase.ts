import type { Queryable } from '../db/types';

/**
 * One value per database, made on first use: what the app remembers about a database (page
 * anchors, list totals, dashboard figures) stays with it, so the PGlite of each test and a
 * server's pool never see each other's, and is dropped with it.
 */
export function perDatabase<T, D extends Queryable = Queryable>(create: (db: D) => T): (db: D) => T {
  const byDb = new WeakMap<D, T>();
  return (db) => {
    let value = byDb.get(db);
    if (value === undefined) byDb.set(db, (value = create(db)));
    return value;
  };
}

/**
 * A Map of at most `max` in total weight (each entry weighs 1 unless `weigh` says otherwise) that
 * forgets the entries least recently set or touched first.
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly max: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Reads an entry and counts it as used: the last to be forgotten. */
  touch(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) this.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.entries.set(key, value);
    this.weight += this.weigh(value);
    for (const oldest of this.entries.keys()) {
      if (this.weight <= this.max) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weigh(value);
  }

  /** Forgets every entry `which` picks. */
  deleteWhere(which: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (which(value)) this.delete(key);
  }
}
