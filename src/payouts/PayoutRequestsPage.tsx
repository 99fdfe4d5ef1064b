import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { CanAccess, ListContextProvider, ResourceContextProvider, useTranslate, type SortPayload } from 'react-admin';
import { DELAYS_MS, PAGE_SIZES } from '../../contract/constants';
import type { Withdrawal } from '../../contract/payouts';
import { useGatewayList } from '../common/list/useGatewayList';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { PayoutExportDialog } from './export/PayoutExportDialog';
import { usePayoutExport } from './export/usePayoutExport';
import { pageInMemory } from '../../dataProvider/resources';
import { InMemoryHistory } from './InMemoryHistory';
import { PayoutForm } from './PayoutForm';
import { OpenedPayout, PayoutHistory } from './PayoutHistory';
import { PayoutStatsBlock } from './PayoutStatsBlock';
import { payoutStats } from './payoutStats';
import { PayoutToolbar, type PayoutFilters } from './PayoutToolbar';
import { useOpenedPayout } from './useOpenedPayout';
import { usePayoutHistory } from './usePayoutHistory';

/** Newest first, the gateway's own order. */
const DEFAULT_SORT: SortPayload = { field: 'createdAt', order: 'DESC' };

type History = ReturnType<typeof usePayoutHistory>;

/**
 * Payout Requests (001 section 2.4), at /withdraw-requests and /payout-requests: the New Payout
 * form (not for operation roles), the stats block of every request, Refresh/Export/Filters and the
 * history. The history is read whole once; its filters, sort and page are the `withdrawals` list
 * controller's, in the URL, applied in memory (InMemoryHistory).
 */
export function PayoutRequestsPage() {
  const translate = useTranslate();
  const history = usePayoutHistory();
  const stats = useMemo(() => payoutStats(history.rows), [history.rows]);

  return (
    <PageContainer>
      <PageHeader titleKey="app.pages.payout_requests.title" subtitle={translate('app.payouts.subtitle')} />
      <Stack spacing={3}>
        {/* authProvider.canAccess answers with contract canCreatePayout: not for operation roles. */}
        <CanAccess resource="withdrawals" action="create" accessDenied={<Alert severity="info">{translate('app.payouts.form.view_only')}</Alert>}>
          <PayoutForm />
        </CanAccess>
        <PayoutStatsBlock stats={stats} />
        <ResourceContextProvider value="withdrawals">
          <InMemoryHistory records={history.rows}>
            <HistoryList history={history} />
          </InMemoryHistory>
        </ResourceContextProvider>
      </Stack>
    </PageContainer>
  );
}

function HistoryList({ history }: { history: History }) {
  const translate = useTranslate();
  const list = useGatewayList<Withdrawal & { id: string }>({
    resource: 'withdrawals',
    perPage: PAGE_SIZES.payoutHistory,
    sort: DEFAULT_SORT,
    // A new answer of the history is a new list query, worked out in memory again.
    queryOptions: { enabled: history.isSuccess, meta: { historyAt: history.dataUpdatedAt } },
  });
  const { filterValues, setFilters, sort } = list;
  const filters: PayoutFilters = {
    status: typeof filterValues.status === 'string' ? filterValues.status : 'all',
    network: typeof filterValues.currencyType === 'string' ? filterValues.currencyType : 'all',
  };
  // A link or a reload with filters opens them.
  const [showFilters, setShowFilters] = useState(() => filters.status !== 'all' || filters.network !== 'all');
  const [refreshing, setRefreshing] = useState(false);
  // The export takes every matching request, in the list's order, not only the page shown.
  const matching = useMemo(() => pageInMemory(history.rows, { filter: filterValues, sort }).data as Withdrawal[], [history.rows, filterValues, sort]);
  const exporter = usePayoutExport(matching);
  // An opened payout (a click, a notification's link, a reload: `?payout=<id>`) opens the page it is on, once.
  const { openedId } = useOpenedPayout();
  const opened = openedId ? matching.find((row) => row._id === openedId) : undefined;
  const openedIndex = opened ? matching.indexOf(opened) : -1;
  const pagedTo = useRef<string | null>(null);
  const { setPage, perPage } = list;
  useEffect(() => {
    if (openedIndex < 0 || pagedTo.current === openedId) return;
    pagedTo.current = openedId;
    setPage(Math.floor(openedIndex / perPage) + 1);
  }, [openedIndex, openedId, perPage, setPage]);

  useEffect(() => {
    if (!refreshing) return;
    const timer = setTimeout(() => setRefreshing(false), DELAYS_MS.listRefreshSpinner);
    return () => clearTimeout(timer);
  }, [refreshing]);

  const refresh = () => {
    setRefreshing(true);
    void history.reload();
  };
  const changeFilters = (next: PayoutFilters) =>
    setFilters({
      status: next.status === 'all' ? undefined : next.status,
      currencyType: next.network === 'all' ? undefined : next.network,
    });

  return (
    <ListContextProvider value={list}>
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
        <Stack spacing={2}>
          {opened ? <OpenedPayout payout={opened} /> : null}
          <PayoutHistory />
        </Stack>
      )}
      <PayoutExportDialog count={exporter.count} onStart={exporter.start} onDismiss={exporter.dismiss} />
    </ListContextProvider>
  );
}
