import {
  NotificationPreferencesUpdate,
  PREFERENCE_MESSAGES,
  UserProfileUpdate,
  type UserProfile,
} from '../../contract/notificationPreferences';
import { DEFAULT_LANGUAGE, isLanguage } from '../../contract/languages';
import { unauthorized } from '../lib/httpErrors';
import { readUserPreferences, updatePreferences } from '../notificationPreferences';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import type { Queryable } from '../db/types';

interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  two_factor_enabled: boolean;
  created_at: Date;
  language: string;
}

async function loadProfile(db: Queryable, userId: string): Promise<UserProfile> {
  const { rows } = await db.query<UserRow>(
    'SELECT id, name, email, role, two_factor_enabled, created_at, language FROM users WHERE id = $1',
    [userId],
  );
  // The session's user was deleted meanwhile: the session means nothing any more.
  if (!rows[0]) throw unauthorized('User not logged in');
  const row = rows[0];
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    twoFactorEnabled: row.two_factor_enabled,
    createdAt: row.created_at.toISOString(),
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
}

/**
 * The helper client's calls of 001 section 7 (DECISIONS.md section 5): the caller's own account
 * (GET/PUT /auth/profile) and own notification preferences (GET/PUT /user/notifications/preferences).
 * Every user, sub-users included, reads and writes only their own: no id is ever taken from the
 * request.
 */
export async function userPreferenceRoutes(app: App, { db }: Services): Promise<void> {
  app.get('/auth/profile', { config: { auth: 'session' } }, async (request) => ({
    success: true,
    data: await loadProfile(db, currentUser(request).id),
  }));

  app.put('/auth/profile', { config: { auth: 'session' }, schema: { body: UserProfileUpdate } }, async (request) => {
    const user = currentUser(request);
    const { name = null, language = null } = request.body;
    await db.query('UPDATE users SET name = coalesce($2, name), language = coalesce($3, language), updated_at = now() WHERE id = $1', [
      user.id,
      name,
      language,
    ]);
    return { success: true, message: PREFERENCE_MESSAGES.profileUpdated, data: await loadProfile(db, user.id) };
  });

  app.get('/user/notifications/preferences', { config: { auth: 'session' } }, async (request) => ({
    success: true,
    data: await readUserPreferences(db, currentUser(request).id),
  }));

  app.put(
    '/user/notifications/preferences',
    { config: { auth: 'session' }, schema: { body: NotificationPreferencesUpdate } },
    async (request) => {
      const user = currentUser(request);
      await db.transaction((tx) => updatePreferences(tx, user.id, request.body));
      return { success: true, message: PREFERENCE_MESSAGES.updated, data: await readUserPreferences(db, user.id) };
    },
  );
}
