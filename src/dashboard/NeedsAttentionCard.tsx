import { lazy, Suspense } from 'react';
import type { CardSx } from './DashboardCard';

// Its own chunk, asked once the dashboard's figures are in (it is mounted with them): the dashboard's first paint
// and its budget stay as they were (tests/build/size.spec.ts).
const OpenPaymentIssuesCard = lazy(() => import('./OpenPaymentIssuesCard').then((module) => ({ default: module.OpenPaymentIssuesCard })));

export function NeedsAttentionCard({ sx }: CardSx) {
  return (
    <Suspense fallback={null}>
      <OpenPaymentIssuesCard sx={sx} />
    </Suspense>
  );
}
