import { AUTH_CHANGED } from '../db/changes';
import type { Db, ListeningDb } from '../db/types';
import { AnnouncedMemory } from '../lib/announcedMemory';
import { perDatabase } from '../lib/perDatabase';
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
  private readonly sessions: AnnouncedMemory<Remembered>;

  constructor(db: Pick<Db, 'onChange'>) {
    this.sessions = new AnnouncedMemory(db, { max: MAX_SESSIONS, staleAfter: (topic) => (topic === AUTH_CHANGED ? () => true : null) });
  }

  get(tokenHash: string): AuthUser | null {
    const remembered = this.sessions.get(tokenHash);
    if (!remembered) return null;
    if (performance.now() < remembered.freshUntil) return remembered.user;
    this.sessions.forget(tokenHash);
    return null;
  }

  /** Taken before a lookup reads the database, and handed back to `remember` with what it read. */
  get readStarted(): number {
    return this.sessions.readStarted;
  }

  remember(tokenHash: string, readStarted: number, user: AuthUser, freshForMs: number): void {
    if (freshForMs <= 0) return;
    // Shared by every request of the session from now on, so nothing may change it.
    this.sessions.remember(tokenHash, readStarted, { user: Object.freeze(user), freshUntil: performance.now() + freshForMs });
  }
}

export const sessionCacheOf = perDatabase((db: ListeningDb) => new SessionCache(db));
