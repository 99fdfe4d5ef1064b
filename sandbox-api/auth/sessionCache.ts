import { AUTH_CHANGED, CHANGES_LOST } from '../db/changes';
import type { Db } from '../db/types';
import { perDatabase, RecentMap } from '../lib/perDatabase';
import type { AuthUser } from './sessions';

/** Signed-in sessions each instance keeps in memory; past this the least recently used goes. */
const MAX_SESSIONS = 10_000;

interface Remembered {
  user: AuthUser;
  /** performance.now() after which the session must be read again (its expiry, or its next extension). */
  freshUntil: number;
}

/**
 * The sessions this instance has looked up, so that a request costs no database round trip for its
 * session (issue 17). The database announces every change that can end or alter one (migration
 * 012), and this instance forgets them all when it hears it, or when it may have missed one. An
 * entry also lasts only until its session is due an extension, so an announcement missed
 * despite that is outlived by at most a minute.
 */
export class SessionCache {
  private readonly sessions = new RecentMap<string, Remembered>(MAX_SESSIONS);
  /** Moves on each forget, so that a lookup that raced a change does not store what it read. */
  private generation = 0;

  constructor(db: Pick<Db, 'onChange'>) {
    db.onChange((topic) => {
      if (topic === AUTH_CHANGED || topic === CHANGES_LOST) this.forgetAll();
    });
  }

  get(tokenHash: string): AuthUser | null {
    const remembered = this.sessions.get(tokenHash);
    if (!remembered) return null;
    if (performance.now() < remembered.freshUntil) return remembered.user;
    this.sessions.delete(tokenHash);
    return null;
  }

  /** Taken before a lookup reads the database, and handed back to `remember` with what it read. */
  get readStarted(): number {
    return this.generation;
  }

  remember(tokenHash: string, readStarted: number, user: AuthUser, freshForMs: number): void {
    if (readStarted !== this.generation || freshForMs <= 0) return;
    // Shared by every request of the session from now on, so nothing may change it.
    this.sessions.set(tokenHash, { user: Object.freeze(user), freshUntil: performance.now() + freshForMs });
  }

  private forgetAll(): void {
    this.generation += 1;
    this.sessions.clear();
  }
}

export const sessionCacheOf = perDatabase((db: Pick<Db, 'onChange' | 'query' | 'exec'>) => new SessionCache(db));
