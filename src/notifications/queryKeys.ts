/** react-query keys of the notification calls: invalidating `all` refreshes the badge and the list. */
export const NOTIFICATION_KEYS = {
  all: ['notifications'],
  stats: ['notifications', 'stats'],
  list: ['notifications', 'list'],
} as const;

/** A safety net: the `notification-{userId}` event updates the badge at once, this catches a missed one. */
export const STATS_REFRESH_MS = 60_000;
