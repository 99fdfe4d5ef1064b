import type { Ok } from '../contract/http';
import { withDefaults, type NotificationPreferences, type NotificationPreferencesUpdate } from '../contract/notificationPreferences';
import { isMissingCall, type HttpClient } from './httpClient';

const PATH = '/user/notifications/preferences';

/** Notification preferences (DECISIONS.md section 5), optional (section 1): without the call they read as null. */
export function createPreferencesApi(http: HttpClient) {
  return {
    async getNotificationPreferences(): Promise<NotificationPreferences | null> {
      try {
        return withDefaults((await http<Ok<NotificationPreferences>>(PATH)).json?.data);
      } catch (error) {
        if (isMissingCall(error)) return null;
        throw error;
      }
    },
    async updateNotificationPreferences(update: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
      return withDefaults((await http<Ok<NotificationPreferences>>(PATH, { method: 'PUT', body: update })).json?.data);
    },
  };
}
