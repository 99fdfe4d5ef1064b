import { notificationTarget, type Notification } from '../contract/notifications';
import type { Queryable } from './db/types';
import type { Realtime } from './realtime';

/**
 * Notifications of one user (000 section 2). Creating one also raises `notification-{userId}`
 * with the notification and the new unread count, so the bell updates live.
 */
export interface NotificationRow {
  id: string;
  title: string;
  body: string | null;
  message: string | null;
  is_read: boolean;
  created_at: Date;
  type: string;
  target_ref: string | null;
}

export const NOTIFICATION_COLUMNS = 'id, title, body, message, is_read, created_at, type, target_ref';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    body: row.body,
    message: row.message,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
    target: notificationTarget(row.type, row.target_ref),
  };
}

export const notificationEvent = (userId: string) => `notification-${userId}`;

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*) AS count FROM notifications WHERE user_id = $1 AND is_read = false',
    [userId],
  );
  return rows[0].count;
}

export interface NewNotification {
  type: string;
  title: string;
  body?: string | null;
  message?: string | null;
  /** What it is about (see notificationTarget): a transaction id, or a payout's reference for a complaint. */
  targetRef?: string | null;
}

export async function notifyUser(
  services: { db: Queryable; realtime: Realtime },
  userId: string,
  input: NewNotification,
): Promise<Notification> {
  const { rows } = await services.db.query<NotificationRow>(
    `INSERT INTO notifications (user_id, type, title, body, message, target_ref) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${NOTIFICATION_COLUMNS}`,
    [userId, input.type, input.title, input.body ?? null, input.message ?? null, input.targetRef ?? null],
  );
  const notification = toNotification(rows[0]);
  services.realtime.emitToUser(userId, notificationEvent(userId), {
    ...notification,
    unreadCount: await unreadCount(services.db, userId),
  });
  return notification;
}

/** One notification for the main merchant and each active sub-user of the merchant. */
export async function notifyMerchantUsers(
  services: { db: Queryable; realtime: Realtime },
  merchantId: string,
  input: NewNotification,
): Promise<void> {
  const { rows } = await services.db.query<{ id: string }>(
    `SELECT id FROM users WHERE (id = $1 OR parent_user_id = $1) AND status = 'active'`,
    [merchantId],
  );
  for (const { id } of rows) await notifyUser(services, id, input);
}
