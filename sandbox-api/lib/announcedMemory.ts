import { CHANGES_LOST, subjectOf } from '../db/changes';
import type { Db } from '../db/types';
import { RecentMap } from './perDatabase';

export interface AnnouncedMemoryOptions<V> {
  /** The most it keeps, in entries or in `weigh`'s unit. */
  max: number;
  weigh?: (value: V) => number;
  /** Which entries an announced topic makes stale (null: none); all of them go on CHANGES_LOST. */
  staleAfter: (topic: string) => ((value: V) => boolean) | null;
}

/**
 * What an instance remembers of the database until the database announces a change to it
 * (db/changes.ts; sessions, list answers, dashboard figures, unread counts). A read takes
 * `readStarted` before it queries and hands it back to `remember` (`read` does both): an
 * announcement in between moves it on, so a read that raced a change does not keep what it saw.
 */
export class AnnouncedMemory<V> {
  private readonly entries: RecentMap<string, V>;
  private generation = 0;
  /** Reads in progress, each with the generation it started in. */
  private readonly reading = new Map<string, { readStarted: number; value: Promise<V> }>();

  constructor(db: Pick<Db, 'onChange'>, options: AnnouncedMemoryOptions<V>) {
    this.entries = new RecentMap<string, V>(options.max, options.weigh);
    db.onChange((topic) => {
      const stale = topic === CHANGES_LOST ? () => true : options.staleAfter(topic);
      if (!stale) return;
      this.generation += 1;
      this.entries.deleteWhere(stale);
    });
  }

  get readStarted(): number {
    return this.generation;
  }

  /** A remembered value, counted as used: the last to be forgotten. */
  get(key: string): V | undefined {
    return this.entries.touch(key);
  }

  remember(key: string, readStarted: number, value: V): void {
    if (readStarted === this.generation) this.entries.set(key, value);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /**
   * The value under `key`: remembered, when `usable` accepts it; else the one a read already in
   * progress will give, when nothing was announced since it started; else `load`'s, remembered.
   * Callers who ask at once share one read, so an entry that goes stale under load (a dashboard
   * period moving on each second) is read once, not once per waiting request.
   */
  async read(key: string, load: () => Promise<V>, usable: (value: V) => boolean = () => true): Promise<V> {
    const remembered = this.get(key);
    if (remembered !== undefined && usable(remembered)) return remembered;
    const inProgress = this.reading.get(key);
    if (inProgress && inProgress.readStarted === this.generation) return inProgress.value;
    const read = { readStarted: this.generation, value: load() };
    this.reading.set(key, read);
    try {
      const value = await read.value;
      this.remember(key, read.readStarted, value);
      return value;
    } finally {
      if (this.reading.get(key) === read) this.reading.delete(key);
    }
  }
}

/**
 * `staleAfter` for entries that belong to one user or merchant: stale when a change of `kind`
 * names their owner (`<kind>:<id>`), or every owner (`<kind>` alone).
 */
export function staleWhenOwnerChanges<V>(kind: string, ownerOf: (value: V) => string): AnnouncedMemoryOptions<V>['staleAfter'] {
  return (topic) => {
    const owner = subjectOf(kind, topic);
    if (owner === null) return null;
    return owner === '' ? () => true : (value) => ownerOf(value) === owner;
  };
}
