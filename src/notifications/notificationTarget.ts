import type { NotificationTarget } from '../../contract/notifications';

/**
 * The dashboard route a notification opens: a deposit's or a refund's details on the Transactions
 * screen, the payout in the payout history (its notes, on its page), or the complaints searched by
 * the payout's reference. Without a record (older notifications) it opens the list the record
 * would be on.
 */
export function notificationPath(target: NotificationTarget | null): string | null {
  if (!target) return null;
  const query = (params: Record<string, string | null>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  switch (target.kind) {
    case 'deposit':
    case 'refund': {
      // A transaction's details have their own address, over the list of its tab.
      const tab = query({ tab: target.kind === 'deposit' ? 'deposit' : 'withdraw' });
      return target.ref ? `/transactions/${encodeURIComponent(target.ref)}${tab}` : `/transactions${tab}`;
    }
    case 'payouts':
      return `/withdraw-requests${query({ payout: target.ref })}`;
    case 'complaint':
      return `/complaints${query({ search: target.ref })}`;
  }
}
