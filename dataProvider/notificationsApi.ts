import type { Ok } from '../contract/http';
import type { Notification, NotificationStats } from '../contract/notifications';
import { PAGE_SIZES } from '../contract/constants';
import type { HttpClient } from './httpClient';

/** The notification calls of 000 section 7. */

export interface NotificationsApi {
  getNotificationStats(): Promise<NotificationStats>;
  getNotifications(params?: { page?: number }): Promise<Notification[]>;
  markAllNotificationsRead(): Promise<void>;
  /** Marks one notification read (a click on it opens what it is about). */
  markNotificationRead(id: string): Promise<void>;
  deleteNotification(id: string): Promise<void>;
}

function withId(notification: Notification): Notification {
  return { ...notification, id: notification.id ?? notification._id };
}

export function createNotificationsApi(http: HttpClient): NotificationsApi {
  return {
    async getNotificationStats() {
      const { json } = await http<Ok<NotificationStats>>('/notifications/stats');
      return { unreadCount: Number(json.data?.unreadCount ?? 0) };
    },
    async getNotifications({ page = 1 } = {}) {
      const { json } = await http<Ok<Notification[]>>('/notifications', {
        query: { page, limit: PAGE_SIZES.notifications },
      });
      return (json.data ?? []).map(withId);
    },
    async markAllNotificationsRead() {
      await http('/notifications/read-all', { method: 'PATCH' });
    },
    async markNotificationRead(id) {
      await http(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
    },
    async deleteNotification(id) {
      await http(`/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
  };
}
