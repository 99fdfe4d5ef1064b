import { z } from 'zod';
import { pageParam, limitParam } from './http';
import { PAGE_SIZES } from './constants';

export interface Notification {
  id: string;
  _id: string;
  title: string;
  body: string | null;
  message: string | null;
  isRead: boolean;
  createdAt: string;
}

export interface NotificationStats {
  unreadCount: number;
}

export const NotificationListQuery = z.object({
  page: pageParam.default(1),
  limit: limitParam(50).default(PAGE_SIZES.notifications),
});
