/** The bell's dropdown (000 section 2), its errors (000 section 8), the sound's visual notice (000 section 4). */
export const notificationsMessages = {
  mark_all_read: 'Mark all as read',
  failed: 'Failed to load notifications',
  error: 'Error loading notifications',
  empty: 'No notifications',
  delete: 'Delete notification',
  unread: 'Unread',
  load_more: 'Load more',
  received: 'New notification received!',
  /** A gateway without the socket.io endpoint (a sandbox addition, issue 15). */
  live_unavailable: 'Live updates are unavailable on this gateway; Refresh to update',
};
