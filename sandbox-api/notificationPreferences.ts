import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '../contract/notificationPreferences';
import type { Queryable } from './db/types';

interface PreferenceRow {
  user_id: string;
  event: NotificationEvent;
  in_app: boolean;
  sound: boolean;
  email: boolean;
}

/** Each user's choices over the contract's defaults (a missing row is the default). */
export async function readPreferences(db: Queryable, userIds: readonly string[]): Promise<Map<string, NotificationPreferences>> {
  const result = new Map<string, NotificationPreferences>(userIds.map((id) => [id, structuredClone(DEFAULT_NOTIFICATION_PREFERENCES)]));
  if (userIds.length === 0) return result;
  const { rows } = await db.query<PreferenceRow>(
    'SELECT user_id, event, in_app, sound, email FROM notification_preferences WHERE user_id = ANY($1::uuid[])',
    [userIds],
  );
  for (const row of rows) {
    const preferences = result.get(row.user_id);
    if (preferences && NOTIFICATION_EVENTS.includes(row.event)) {
      preferences[row.event] = { inApp: row.in_app, sound: row.sound, email: row.email };
    }
  }
  return result;
}

export async function readUserPreferences(db: Queryable, userId: string): Promise<NotificationPreferences> {
  return (await readPreferences(db, [userId])).get(userId) ?? structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
}

/**
 * Saves the channels named in the update, one upsert per event: a channel left out keeps its
 * stored value (or the default), so two saves of different switches never undo each other.
 */
export async function updatePreferences(db: Queryable, userId: string, update: NotificationPreferencesUpdate): Promise<void> {
  for (const event of NOTIFICATION_EVENTS) {
    const patch = update[event];
    if (!patch) continue;
    const fallback = DEFAULT_NOTIFICATION_PREFERENCES[event];
    await db.query(
      `INSERT INTO notification_preferences (user_id, event, in_app, sound, email)
       VALUES ($1, $2, COALESCE($3::boolean, $6::boolean), COALESCE($4::boolean, $7::boolean), COALESCE($5::boolean, $8::boolean))
       ON CONFLICT (user_id, event) DO UPDATE
          SET in_app = COALESCE($3::boolean, notification_preferences.in_app),
              sound = COALESCE($4::boolean, notification_preferences.sound),
              email = COALESCE($5::boolean, notification_preferences.email),
              updated_at = now()`,
      [userId, event, patch.inApp ?? null, patch.sound ?? null, patch.email ?? null, fallback.inApp, fallback.sound, fallback.email],
    );
  }
}
