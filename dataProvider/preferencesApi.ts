import type { Ok } from '../contract/http';
import { withDefaults, type NotificationPreferences, type NotificationPreferencesUpdate } from '../contract/notificationPreferences';
import { isMissingCall, type HttpClient } from './httpClient';

/**
 * The helper client's notification preferences (001 section 7, DECISIONS.md section 5). They are
 * optional to the dashboard (DECISIONS.md section 1): a gateway without the call answers 404 or
 * 405, and then the read resolves to null and the dashboard keeps the spec's behaviour.
 */
export type PreferencesApi = ReturnType<typeof createPreferencesApi>;

const PATH = '/user/notifications/preferences';

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
