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

/** A Map of at most `max` entries that forgets the one least recently set or touched. */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

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

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
  }
}
