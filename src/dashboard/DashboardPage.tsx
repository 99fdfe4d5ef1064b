import { Box } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { DashboardQuery } from '../../dataProvider/dashboardApi';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { AverageCard, VolumeCard } from './StatCards';
import { BalanceCard } from './BalanceCard';
import { DashboardActions } from './DashboardActions';
import { DashboardError, DashboardLoading, RangeIncomplete } from './DashboardStates';
import { LatestWithdrawalsCard } from './LatestWithdrawalsCard';
import { CustomRange, PeriodSelect } from './PeriodControls';
import { dashboardQuery, isReversed, type DashboardPeriod } from './periods';
import { QuickActionsCard } from './QuickActionsCard';
import { RecentTransactionsCard } from './RecentTransactionsCard';
import { useDashboardData } from './useDashboardData';
import { useLiveDashboard } from './useLiveDashboard';
import { usePeriodState } from './usePeriodState';
import { useRefresh } from './useRefresh';
import { VolumeChartCard } from './VolumeChartCard';

/**
 * Two columns on wide screens. On narrower ones the columns dissolve (display: contents) into one
 * list ordered by importance: figures, balance, chart, recent, withdrawals, shortcuts.
 */
const column = {
  display: { xs: 'contents', lg: 'grid' },
  gap: { xs: 2, md: 2.5 },
  alignContent: 'start',
  minWidth: 0,
} as const;
const at = (order: number) => ({ order: { xs: order, lg: 0 }, minWidth: 0 });

/**
 * The cards, once the first answer is in: figures, chart and recent transactions on the left,
 * balance, withdrawals and shortcuts on the right (one column on phones).
 */
function DashboardCards({ query, period, reversed }: { query: DashboardQuery | null; period: DashboardPeriod; reversed: boolean }) {
  const { data, error, refetch, isPlaceholderData } = useDashboardData(query);
  const { canAccess: canViewBalance } = useCanAccess({ resource: 'permissions', action: 'balance-view' });
  const { canAccess: canViewWithdrawals } = useCanAccess({ resource: 'permissions', action: 'complaints-view' });
  // Another period's figures under the range's labels would mislead, so none until both dates are set, in order.
  if (!query) return <RangeIncomplete reversed={reversed} />;
  if (!data) return error ? <DashboardError error={error} onRetry={() => void refetch()} /> : <DashboardLoading />;
  return (
    <>
      {/* A failed reload keeps the last figures on screen under the error. */}
      {error ? <DashboardError error={error} onRetry={() => void refetch()} /> : null}
      <Box
        aria-busy={isPlaceholderData}
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 2.5 },
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          // The previous period's figures stay, dimmed, while the new period loads.
          opacity: isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        <Box sx={column}>
          <Box sx={{ ...at(1), display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <VolumeCard query={query} period={period} />
            <AverageCard query={query} period={period} />
          </Box>
          <Box sx={at(3)}>
            <VolumeChartCard query={query} />
          </Box>
          <Box sx={at(4)}>
            <RecentTransactionsCard query={query} />
          </Box>
        </Box>
        <Box sx={column}>
          {canViewBalance ? (
            <Box sx={at(2)}>
              <BalanceCard query={query} />
            </Box>
          ) : null}
          {canViewWithdrawals ? (
            <Box sx={at(5)}>
              <LatestWithdrawalsCard />
            </Box>
          ) : null}
          <Box sx={at(6)}>
            <QuickActionsCard />
          </Box>
        </Box>
      </Box>
    </>
  );
}

/** The Merchant Dashboard of 000 section 2: the screen every merchant opens first. */
export function DashboardPage() {
  const translate = useTranslate();
  const { state, setPeriod, setStartDate, setEndDate } = usePeriodState();
  const { refreshing, refresh } = useRefresh();
  useLiveDashboard();
  return (
    <PageContainer>
      <PageHeader
        titleKey="app.pages.dashboard.title"
        subtitle={translate('app.dashboard.subtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <PeriodSelect period={state.period} onChange={setPeriod} />
            <DashboardActions refreshing={refreshing} onRefresh={refresh} />
          </Box>
        }
      />
      {state.period === 'range' ? (
        <CustomRange state={state} onStartChange={setStartDate} onEndChange={setEndDate} />
      ) : null}
      <DashboardCards query={dashboardQuery(state)} period={state.period} reversed={state.period === 'range' && isReversed(state)} />
    </PageContainer>
  );
}
