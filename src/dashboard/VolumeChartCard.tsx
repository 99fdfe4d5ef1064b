import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardQuery } from '../../contract/dashboard';
import { DashboardCard, type CardSx } from './DashboardCard';
import { useDashboardData } from './useDashboardData';

const VolumeChart = lazy(() => import('./VolumeChart').then((module) => ({ default: module.VolumeChart })));

/** The sandbox's `series`, none without one; an extra (issue 4): if it fails to load or draw, only the card goes. */
export function VolumeChartCard({ query, sx }: CardSx & { query: DashboardQuery | null }) {
  const translate = useTranslate();
  const { data } = useDashboardData(query, { card: true });
  const points = data?.series;
  // One day (today, yesterday) is one point: the stat cards already say it, a curve adds nothing.
  if (!points || points.length < 2) return null;
  return (
    <ErrorBoundary fallback={null}>
      <DashboardCard title={translate('app.dashboard.chart.title')} sx={sx}>
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          <VolumeChart points={points} label={translate('app.dashboard.chart.label')} />
        </Suspense>
      </DashboardCard>
    </ErrorBoundary>
  );
}
