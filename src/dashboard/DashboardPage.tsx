import { lazy, Suspense } from 'react';
import { Box, Button, Card, Typography } from '@mui/material';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import { useCanAccess, useNavigate, useStore, useTranslate } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';
import type { DashboardQuery } from '../../contract/dashboard';
import { errorMessage, isHttpError, serverMessage } from '../../dataProvider/httpClient';
import { LoadingStatus } from '../common/LoadingStatus';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { RefreshButton } from '../common/RefreshButton';
import { RetryAlert } from '../common/RetryAlert';
import { StatCard } from './StatCards';
import { cardColumn, cardGrid, statsRow } from './DashboardCard';
import { BalanceCard } from './BalanceCard';
import { CustomRange, PeriodSelect } from './PeriodControls';
import { DEFAULT_PERIOD_STATE, dashboardQuery, isReversed, type PeriodState } from './periods';
import { LatestWithdrawalsCard, RecentTransactionsCard } from './RecentCards';
import { NeedsAttentionCard, useOpenPaymentIssues } from './NeedsAttentionCard';
import { useDashboardData, useLiveDashboard, useReload } from './useDashboardData';
import { VolumeChartCard } from './VolumeChartCard';

// Issue 27: the last card, below the fold on a desktop, in a chunk of its own that loads beside the figures' render.
const QuickActionsCard = lazy(() => import('./QuickActionsCard').then((module) => ({ default: module.QuickActionsCard })));

function RangeIncomplete({ reversed }: { reversed: boolean }) {
  const translate = useTranslate();
  return (
    <Card sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8, px: 2 }}>
      <DateRangeOutlined color="primary" aria-hidden />
      <Typography color="text.secondary">
        {translate(reversed ? 'app.dashboard.range.reversed' : 'app.dashboard.range.incomplete')}
      </Typography>
    </Card>
  );
}

/** 'Error loading dashboard: {message}' with Retry (000 section 2). */
function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const translate = useTranslate();
  // 000 section 8: the gateway's `message` or `error`, else the spec's 'failed' text for a 2xx, else the status text.
  const body = isHttpError(error) ? (error.body as { error?: unknown } | null) : null;
  const gatewayError = typeof body?.error === 'string' && body.error.trim() ? body.error : undefined;
  const failed = translate('app.dashboard.failed');
  const message = serverMessage(error) ?? gatewayError ?? errorMessage(error, { failed, statusText: true });
  return (
    <RetryAlert retryLabel="app.action.retry" onRetry={onRetry} sx={{ mb: 3 }}>
      {translate('app.dashboard.error', { message })}
    </RetryAlert>
  );
}

const at = (order: number) => ({ order: { xs: order, lg: 0 }, minWidth: 0 });

function DashboardCards({ query, reversed }: { query: DashboardQuery | null; reversed: boolean }) {
  const { data, error, refetch, isPlaceholderData } = useDashboardData(query);
  const { canAccess: canViewBalance } = useCanAccess({ resource: 'permissions', action: 'balance-view' });
  const { canAccess: canViewWithdrawals } = useCanAccess({ resource: 'permissions', action: 'complaints-view' });
  useOpenPaymentIssues();
  // Another period's figures under the range's labels would mislead, so none until both dates are set, in order.
  if (!query) return <RangeIncomplete reversed={reversed} />;
  if (error && !data) return <DashboardError error={error} onRetry={refetch} />;
  if (!data) {
    return (
      <Card>
        <LoadingStatus message="app.dashboard.loading" sx={{ justifyContent: 'center', py: 8 }} />
      </Card>
    );
  }
  return (
    <>
      {/* A failed reload keeps the last figures on screen under the error. */}
      {error ? <DashboardError error={error} onRetry={refetch} /> : null}
      <Box
        aria-busy={isPlaceholderData}
        sx={{
          ...cardGrid,
          // The previous period's figures stay, dimmed, while the new period loads.
          opacity: isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        <Box sx={cardColumn}>
          <Box sx={{ ...at(1), ...statsRow }}>
            <StatCard stat="volume" query={query} />
            <StatCard stat="average" query={query} />
          </Box>
          <VolumeChartCard query={query} sx={at(3)} />
          <RecentTransactionsCard query={query} sx={at(4)} />
        </Box>
        <Box sx={cardColumn}>
          <NeedsAttentionCard sx={at(2)} />
          {canViewBalance ? <BalanceCard query={query} sx={at(2)} /> : null}
          {canViewWithdrawals ? <LatestWithdrawalsCard sx={at(5)} /> : null}
          <Suspense fallback={null}>
            <QuickActionsCard sx={at(6)} />
          </Suspense>
        </Box>
      </Box>
    </>
  );
}

/** The Merchant Dashboard of 000 section 2: the screen every merchant opens first. */
export function DashboardPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  // In react-admin's store, so it survives a visit to another page.
  const [state, setState] = useStore<PeriodState>('dashboard.period', DEFAULT_PERIOD_STATE);
  const update = (change: Partial<PeriodState>) => setState({ ...state, ...change });
  const reload = useReload();
  const { canAccess: canCreateLink } = useCanAccess({ resource: 'permissions', action: 'qr-code-generation' });
  useLiveDashboard();
  return (
    <PageContainer>
      <PageHeader
        titleKey="app.pages.dashboard.title"
        subtitle={translate('app.dashboard.subtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <PeriodSelect period={state.period} onChange={(period) => update({ period })} />
            {/* Reloads every card, the spinner turning 0.5 s (000 section 4). */}
            <RefreshButton
              onRefresh={() => reload(true)}
              minSpinMs={DELAYS_MS.dashboardRefreshSpinner}
              color="inherit"
              sx={{ height: 40, borderColor: 'divider', bgcolor: 'background.paper', flexShrink: 0 }}
            />
            {/* For holders of qr-code-generation (000 section 2). */}
            {canCreateLink ? (
              <Button variant="contained" startIcon={<QrCode2 />} onClick={() => navigate('/qr-generator')} sx={{ height: 40, flexShrink: 0 }}>
                {translate('app.dashboard.actions.create_payment_link')}
              </Button>
            ) : null}
          </Box>
        }
      />
      {state.period === 'range' ? <CustomRange state={state} onChange={update} /> : null}
      <DashboardCards query={dashboardQuery(state)} reversed={state.period === 'range' && isReversed(state)} />
    </PageContainer>
  );
}
