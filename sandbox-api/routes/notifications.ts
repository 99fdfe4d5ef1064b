import { NotificationListQuery } from '../../contract/notifications';
import { notFound } from '../lib/httpErrors';
import { NOTIFICATION_COLUMNS, toNotification, type NotificationRow } from '../notifications';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { rememberedUnreadCount } from '../unreadCounts';
import { IdParams, isUuid } from './params';

/** The bell's calls (000 section 7), each scoped to the caller's own notifications. */
export async function notificationRoutes(app: App, { db }: Services): Promise<void> {
  app.get(
    '/notifications',
    { config: { auth: 'session' }, schema: { querystring: NotificationListQuery } },
    async (request) => {
      const user = currentUser(request);
      const { page, limit } = request.query;
      const [list, count] = await Promise.all([
        db.query<NotificationRow>(
          `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = $1
            ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [user.id, limit, (page - 1) * limit],
        ),
        db.query<{ total: number; unread: number }>(
          `SELECT count(*) AS total, count(*) FILTER (WHERE is_read = false) AS unread
             FROM notifications WHERE user_id = $1`,
          [user.id],
        ),
      ]);
      const { total, unread } = count.rows[0];
      return {
        success: true,
        data: list.rows.map(toNotification),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit), unreadCount: unread },
      };
    },
  );

  app.get('/notifications/stats', { config: { auth: 'session' } }, async (request) => ({
    success: true,
    data: { unreadCount: await rememberedUnreadCount(db, currentUser(request).id) },
  }));

  app.patch('/notifications/read-all', { config: { auth: 'session' } }, async (request) => {
    const { rowCount } = await db.query('UPDATE notifications SET is_read = true WHERE user_id = $1 AND is_read = false', [
      currentUser(request).id,
    ]);
    return { success: true, message: 'All notifications marked as read', data: { updated: rowCount, unreadCount: 0 } };
  });

  // One notification read: a click on it opens what it is about and marks it read (issue 12).
  app.patch(
    '/notifications/:id/read',
    { config: { auth: 'session' }, schema: { params: IdParams } },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      // Another user's id answers exactly like a missing one.
      if (!isUuid(id)) throw notFound('Notification not found');
      const { rows } = await db.query<NotificationRow>(
        `UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING ${NOTIFICATION_COLUMNS}`,
        [id, user.id],
      );
      if (!rows[0]) throw notFound('Notification not found');
      return {
        success: true,
        message: 'Notification marked as read',
        data: { ...toNotification(rows[0]), unreadCount: await rememberedUnreadCount(db, user.id) },
      };
    },
  );

  app.delete(
    '/notifications/:id',
    { config: { auth: 'session' }, schema: { params: IdParams } },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      // Another user's id answers exactly like a missing one.
      if (!isUuid(id)) throw notFound('Notification not found');
      const { rowCount } = await db.query('DELETE FROM notifications WHERE id = $1 AND user_id = $2', [id, user.id]);
      if (rowCount === 0) throw notFound('Notification not found');
      return { success: true, message: 'Notification deleted', data: { unreadCount: await rememberedUnreadCount(db, user.id) } };
    },
  );
}
