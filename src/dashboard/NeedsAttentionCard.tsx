import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useSyncExternalStore } from 'react';
import { useCanAccess, useGetList } from 'react-admin';
import { isSessionEnding, onSessionEndChange } from '../../authProvider/session';
import { PAYMENT_ISSUES_RESOURCE } from '../../contract/paymentIssues';
import { useGatewayEvent } from '../common/gatewayEvents';
import { lazyPage } from '../common/pageConfig';
import type { CardSx } from './DashboardCard';
import { DASHBOARD_FRESH_MS } from './earlyDashboard';
import { earlyOpenCount, joinEarlyOpenCount, OPEN_COUNT } from './openPaymentIssues';

// The card (and its screen's words) is a chunk of its own: the dashboard's budget stays as it was (tests/build/size.spec.ts).
// Preloaded, it is drawn in the figures' first render (lazyPage): with its count, from the page's first render (below).
const OpenPaymentIssuesCard = lazyPage<'OpenPaymentIssuesCard', CardSx & { total: number }>(() => import('./OpenPaymentIssuesCard'), 'OpenPaymentIssuesCard');

/**
 * Issue 29's open payment issues' count (one record asked, the total read), for those who may list them; 0 while it
 * loads, on a gateway without payment issues (404) and on any other failure. Issue 27: the page asks it as it opens,
 * beside the figures, so the card comes with them instead of a round trip later, where it was the page's largest
 * paint and pushed the balance down. The `card` reads the page's answer (asked anew only without one).
 */
export function useOpenPaymentIssues({ card = false }: { card?: boolean } = {}): number {
  // The count asked once (openPaymentIssues.ts) and the card's chunk with it, by the page: not as this module loads, for
  // the screens that share modules with the dashboard load its chunk too (scripts/viteChunks.ts) and ask no count.
  if (!card && earlyOpenCount()) OpenPaymentIssuesCard.preload().catch(() => undefined);
  const { canAccess } = useCanAccess({ resource: PAYMENT_ISSUES_RESOURCE, action: 'list' });
  // Like the notification poll: from a logout's or an expiry's start it asks nothing more (no 401s, issue 12).
  const ending = useSyncExternalStore(onSessionEndChange, isSessionEnding);
  // The answer asked early (openPaymentIssues.ts), in or on its way, is this query's first.
  joinEarlyOpenCount(useQueryClient());
  const { total, error, refetch } = useGetList(PAYMENT_ISSUES_RESOURCE, OPEN_COUNT, {
    enabled: canAccess === true && !ending,
    retry: false,
    refetchOnMount: !card,
    // Fresh as the figures, whatever brought it: the page drawn anew meanwhile (a remount, the tab shown again) does
    // not ask twice. Live events and Refresh ask at any age.
    staleTime: DASHBOARD_FRESH_MS,
  });
  // The count changes only when a record opens or resolves (a further payment short of the total: 'updated').
  useGatewayEvent('payment-issue-update', (event) => void (!card && event.type !== 'updated' && canAccess && !isSessionEnding() && refetch()));
  return canAccess && !error && total ? total : 0;
}

/** "Needs attention": shown only when a payment is open, so an all-clear dashboard does not move for a card that says nothing. */
export function NeedsAttentionCard({ sx }: CardSx) {
  const total = useOpenPaymentIssues({ card: true });
  if (!total) return null;
  return (
    <Suspense fallback={null}>
      <OpenPaymentIssuesCard total={total} sx={sx} />
    </Suspense>
  );
}
