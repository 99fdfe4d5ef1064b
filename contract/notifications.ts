import { z } from 'zod';
import { pageParam, limitParam } from './http';
import { PAGE_SIZES } from './constants';

/**
 * What a notification is about, which a click on it opens: a deposit's or a refund's details, a
 * payout in the payout history (`ref` is its id), or a complaint (`ref` is the payout's transaction
 * reference the complaints screen searches by). `ref` is null when the record does not name one
 * (older notifications).
 */
export const NOTIFICATION_TARGET_KINDS = ['deposit', 'refund', 'payouts', 'complaint'] as const;
export type NotificationTargetKind = (typeof NOTIFICATION_TARGET_KINDS)[number];
export interface NotificationTarget {
  kind: NotificationTargetKind;
  ref: string | null;
}

/** The notification types the gateway raises, with the kind of thing each is about. */
export const NOTIFICATION_TARGET_OF_TYPE: Readonly<Record<string, NotificationTargetKind>> = {
  deposit_created: 'deposit',
  deposit_confirmed: 'deposit',
  refund_created: 'refund',
  payout: 'payouts',
  payout_status: 'payouts',
  payout_approval: 'payouts',
  // The payout screen, whose form offers the address book's entries.
  payout_address: 'payouts',
  complaint_update: 'complaint',
};

export function notificationTarget(type: string, ref: string | null): NotificationTarget | null {
  const kind = NOTIFICATION_TARGET_OF_TYPE[type];
  return kind ? { kind, ref } : null;
}

export interface Notification {
  id: string;
  _id: string;
  title: string;
  body: string | null;
  message: string | null;
  isRead: boolean;
  createdAt: string;
  /** What a click opens; null for a notification about nothing in particular. */
  target: NotificationTarget | null;
}

export interface NotificationStats {
  unreadCount: number;
}

export const NotificationListQuery = z.object({
  page: pageParam.default(1),
  limit: limitParam(50).default(PAGE_SIZES.notifications),
});
