import { notificationTarget, type Notification } from '../contract/notifications';
import type { Queryable } from './db/types';
import type { Realtime } from './realtime';
import { PREFERENCE_EVENT_OF_TYPE, type NotificationEvent } from '../contract/notificationPreferences';
import { readPreferences } from './notificationPreferences';
import type { Services } from './services';
import { alertText, mailMessages, type AlertDetails } from './i18n';

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
  /** What it is about (see notificationTarget): a transaction or payout id, or a payout's reference for a complaint. */
  targetRef?: string | null;
  /** What an email says in its reader's language (issue 30; i18n alert()); without it, the English text. */
  details?: AlertDetails;
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

/**
 * The main merchant and each active sub-user of the merchant, each as their own notification
 * preferences say (issue 13): a notification in the bell unless in-app is off for the event, and
 * an email when email is on. The event follows from the type (PREFERENCE_EVENT_OF_TYPE) unless
 * the caller names it; a type no preference governs always shows in the bell and is not emailed.
 */
export async function notifyMerchantUsers(
  services: Pick<Services, 'db' | 'realtime' | 'mailer'>,
  merchantId: string,
  input: NewNotification,
  event: NotificationEvent | undefined = PREFERENCE_EVENT_OF_TYPE[input.type],
): Promise<void> {
  const { rows } = await services.db.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE (id = $1 OR parent_user_id = $1) AND status = 'active'`,
    [merchantId],
  );
  await notifyAsPreferred(services, rows, input, event);
}

/** One user (a security event of their own account), as their preferences say; see notifyMerchantUsers. */
export async function notifyUserAsPreferred(
  services: Pick<Services, 'db' | 'realtime' | 'mailer'>,
  userId: string,
  input: NewNotification,
  event: NotificationEvent | undefined = PREFERENCE_EVENT_OF_TYPE[input.type],
): Promise<void> {
  const { rows } = await services.db.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = $1', [userId]);
  await notifyAsPreferred(services, rows, input, event);
}

/** Each of these users, as their own preferences say; see notifyMerchantUsers. */
export async function notifyAsPreferred(
  services: Pick<Services, 'db' | 'realtime' | 'mailer'>,
  users: readonly { id: string; email: string }[],
  input: NewNotification,
  event: NotificationEvent | undefined,
): Promise<void> {
  const preferences = event ? await readPreferences(services.db, users.map((user) => user.id)) : null;
  for (const { id, email } of users) {
    const choice = event ? preferences?.get(id)?.[event] : undefined;
    if (!choice || choice.inApp) await notifyUser(services, id, input);
    if (choice?.email) {
      const t = await mailMessages(services.db, { id });
      const details = input.details ? alertText(t.alerts, input.details) : (input.body ?? input.message ?? input.title);
      const title = t.alertTitles[input.title] ?? input.title;
      await services.mailer.send(services.db, { to: email, subject: title, text: t.alertText(title, details) });
    }
  }
}
