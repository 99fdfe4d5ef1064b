import type { Ok } from '../contract/http';
import type { Notification, NotificationStats } from '../contract/notifications';
import { withDefaults, type NotificationPreferences, type NotificationPreferencesUpdate } from '../contract/notificationPreferences';
import { PAGE_SIZES } from '../contract/constants';
import type { Language } from '../contract/languages';
import { unlessMissing, type HttpClient } from './httpClient';
import { amount, flag, idOf, isoDate, isRecord, listOf, textOrNull, type Raw } from './shapes';

const PREFERENCES_PATH = '/user/notifications/preferences';

/** A notification in any shape a gateway sends: `_id` or `id`, isRead 'true'/'false', dates as epoch ms. */
function adaptNotification(row: Raw): Notification {
  const id = idOf(row) ?? '';
  return {
    ...(row as unknown as Notification),
    id,
    _id: id,
    title: typeof row.title === 'string' ? row.title : '',
    body: textOrNull(row.body),
    message: textOrNull(row.message),
    isRead: flag(row.isRead),
    createdAt: isoDate(row.createdAt),
    target: isRecord(row.target) ? (row.target as unknown as Notification['target']) : null,
  };
}

/** The notification calls of 000 section 7, plus the sandbox's PATCH /notifications/{id}/read and preferences (additions). */
export function createNotificationsApi(http: HttpClient) {
  return {
    async getNotificationStats(): Promise<NotificationStats> {
      const { json } = await http<Ok<NotificationStats>>('/notifications/stats');
      return { unreadCount: amount(json?.data?.unreadCount) };
    },
    async getNotifications({ page = 1 }: { page?: number } = {}): Promise<Notification[]> {
      const { json } = await http('/notifications', { query: { page, limit: PAGE_SIZES.notifications } });
      return listOf(json, 'notifications').rows.map(adaptNotification);
    },
    async markAllNotificationsRead(): Promise<void> {
      await http('/notifications/read-all', { method: 'PATCH' });
    },
    /** A sandbox addition: a gateway without it leaves the clicked notification unread, quietly. */
    async markNotificationRead(id: string): Promise<void> {
      await unlessMissing(http(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' }));
    },
    async deleteNotification(id: string): Promise<void> {
      await http(`/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    /** Notification preferences (DECISIONS.md section 5), optional (section 1): without the call they read as null. */
    async getNotificationPreferences(): Promise<NotificationPreferences | null> {
      const answer = await unlessMissing(http<Ok<NotificationPreferences>>(PREFERENCES_PATH));
      return answer && withDefaults(answer.json?.data);
    },
    /** The user's language (issue 30, a sandbox addition to PUT /auth/profile): their emails come in it. */
    async saveLanguage(language: Language): Promise<void> {
      await http('/auth/profile', { method: 'PUT', body: { language } });
    },
    async updateNotificationPreferences(update: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
      return withDefaults((await http<Ok<NotificationPreferences>>(PREFERENCES_PATH, { method: 'PUT', body: update })).json?.data);
    },
  };
}
