import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DELAYS_MS, PAGE_SIZES } from '../../contract/constants';
import { canCreatePayout } from '../../contract/payouts';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { useSessionPermissions } from '../common/useSessionPermissions';
import { PayoutExportDialog } from './export/PayoutExportDialog';
import { usePayoutExport } from './export/usePayoutExport';
import { PayoutForm } from './PayoutForm';
import { PayoutHistory } from './PayoutHistory';
import { PayoutStatsBlock } from './PayoutStatsBlock';
import { payoutStats } from './payoutStats';
import { NO_FILTERS, PayoutToolbar, type PayoutFilters } from './PayoutToolbar';
import { usePayoutHistory } from './usePayoutHistory';

/**
 * Payout Requests (001 section 2.4), at /withdraw-requests and /payout-requests: the New Payout
 * form (not for operation roles), the stats block, Refresh/Export/Filters and the history.
 */
export function PayoutRequestsPage() {
  const translate = useTranslate();
  const { subject } = useSessionPermissions();
  const history = usePayoutHistory();
  const [filters, setFilters] = useState<PayoutFilters>(NO_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [page, setPage] = useState(1);
  const [refreshing, setRefreshing] = useState(false);

  const visible = useMemo(
    () =>
      history.rows.filter(
        (row) => (filters.status === 'all' || row.status === filters.status) && (filters.network === 'all' || row.currencyType === filters.network),
      ),
    [history.rows, filters],
  );
  const stats = useMemo(() => payoutStats(history.rows), [history.rows]);
  const pageCount = Math.max(1, Math.ceil(visible.length / PAGE_SIZES.payoutHistory));
  const shownPage = Math.min(page, pageCount);
  const pageRows = visible.slice((shownPage - 1) * PAGE_SIZES.payoutHistory, shownPage * PAGE_SIZES.payoutHistory);
  const exporter = usePayoutExport(visible);

  useEffect(() => {
    if (!refreshing) return;
    const timer = setTimeout(() => setRefreshing(false), DELAYS_MS.listRefreshSpinner);
    return () => clearTimeout(timer);
  }, [refreshing]);

  const refresh = () => {
    setRefreshing(true);
    void history.reload();
  };
  const changeFilters = (next: PayoutFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <PageContainer>
      <PageHeader titleKey="app.pages.payout_requests.title" subtitle={translate('app.payouts.subtitle')} />
      <Stack spacing={3}>
        {subject && canCreatePayout(subject) ? (
          <PayoutForm onSubmitted={() => void history.reload()} />
        ) : (
          <Alert severity="info">{translate('app.payouts.form.view_only')}</Alert>
        )}
        <PayoutStatsBlock stats={stats} />
        <PayoutToolbar
          filters={filters}
          showFilters={showFilters}
          refreshing={refreshing || history.isFetching}
          onToggleFilters={() => setShowFilters((shown) => !shown)}
          onFilters={changeFilters}
          onRefresh={refresh}
          onExport={exporter.request}
        />
        {history.isPending ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={translate('app.loading')} />
          </Box>
        ) : history.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={refresh}>
                {translate('app.payouts.history.retry')}
              </Button>
            }
          >
            {translate('app.payouts.messages.fetch_failed')}
          </Alert>
        ) : (
          <PayoutHistory rows={pageRows} page={shownPage} pageCount={pageCount} onPage={setPage} filtered={visible.length < history.rows.length} />
        )}
      </Stack>
      <PayoutExportDialog count={exporter.count} onStart={exporter.start} onDismiss={exporter.dismiss} />
    </PageContainer>
  );
}
