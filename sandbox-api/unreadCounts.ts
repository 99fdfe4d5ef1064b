import { NOTIFICATIONS_CHANGED } from './db/changes';
import type { ListeningDb } from './db/types';
import { AnnouncedMemory, staleWhenOwnerChanges } from './lib/announcedMemory';
import { perDatabase } from './lib/perDatabase';
import { unreadCount } from './notifications';

/** Users whose unread count each instance keeps; past this the least recently asked goes. */
const MAX_USERS = 10_000;

interface Remembered {
  userId: string;
  count: number;
}

/**
 * The bell's unread counts this instance has read, so that GET /notifications/stats, which every
 * open dashboard asks, costs no database work while nothing changes (issue 17). The database
 * announces every notification added, read or removed (migration 014), and the user's count is
 * then read again, on this instance before the writing query resolves, on the others a moment later.
 */
const unreadCountsOf = perDatabase(
  (db: ListeningDb) =>
    new AnnouncedMemory<Remembered>(db, {
      max: MAX_USERS,
      staleAfter: staleWhenOwnerChanges(NOTIFICATIONS_CHANGED, (remembered) => remembered.userId),
    }),
);

/** A user's unread notifications, from memory while none of theirs has changed. */
export async function rememberedUnreadCount(db: ListeningDb, userId: string): Promise<number> {
  const remembered = await unreadCountsOf(db).read(userId, async () => ({ userId, count: await unreadCount(db, userId) }));
  return remembered.count;
}
