import type { NotificationTarget } from '../../contract/notifications';

const query = (key: string, value: string | null) => (value ? `?${new URLSearchParams({ [key]: value })}` : '');

/** The route a notification opens: its record (a transaction, payout or complaint), else the list it would be on. */
export function notificationPath(target: NotificationTarget | null): string | null {
  if (!target) return null;
  switch (target.kind) {
    case 'deposit':
    case 'refund': {
      const tab = query('tab', target.kind === 'deposit' ? 'deposit' : 'withdraw');
      return target.ref ? `/transactions/${encodeURIComponent(target.ref)}${tab}` : `/transactions${tab}`;
    }
    case 'payouts':
      return `/withdraw-requests${query('payout', target.ref)}`;
    case 'complaint':
      return `/complaints${query('search', target.ref)}`;
  }
}
