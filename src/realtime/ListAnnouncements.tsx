import { useEffect, useRef } from 'react';
import type { TranslateFunction } from 'react-admin';
import { useGatewayEvent } from '../common/gatewayEvents';
import { announce, LiveAnnouncer } from '../common/LiveAnnouncer';
import '../i18n/liveRegion';

/** The screens whose list each live event changes (the admin's Transactions under /admin too). */
const LISTS: Record<'transaction-update' | 'refund-update' | 'payment-issue-update', RegExp> = {
  'transaction-update': /^(\/admin)?\/(transactions|withdraw-requests|payout-requests)\b/,
  'refund-update': /^\/complaints\b/,
  'payment-issue-update': /^\/payment-issues\b/,
};

/**
 * A list that changes under the user, not by their action, says so politely in the shell's live region (issue 30:
 * "2 new transactions") once a burst of events has settled, and only on the screen showing that list. Its own
 * chunk, loaded after the shell (the admin app's budget).
 */
export function ListAnnouncements({ pathname, translate }: { pathname: string; translate: TranslateFunction }) {
  const burst = useRef<{ fresh: number; timer?: ReturnType<typeof setTimeout> }>({ fresh: 0 });
  useEffect(() => () => clearTimeout(burst.current.timer), []);
  const changed = (event: keyof typeof LISTS, fresh = false) => {
    if (!LISTS[event].test(pathname)) return;
    const pending = burst.current;
    pending.fresh += Number(fresh);
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      announce(pending.fresh ? translate('app.live_region.new_transactions', { smart_count: pending.fresh }) : translate('app.live_region.list_updated'));
      pending.fresh = 0;
    }, 1000);
  };
  useGatewayEvent('transaction-update', (event) => changed('transaction-update', event.type === 'new_transaction'));
  useGatewayEvent('refund-update', () => changed('refund-update'));
  useGatewayEvent('payment-issue-update', () => changed('payment-issue-update'));
  return <LiveAnnouncer />;
}

