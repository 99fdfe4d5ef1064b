import { useEffect, useId, useState } from 'react';
import { Box, Button, Card, Chip, Divider, Skeleton, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useGetOne, useLocation, useNavigate, useNotify, useTranslate } from 'react-admin';
import type { Transaction } from '../../contract/transactions';
import { errorMessage } from '../../dataProvider/httpClient';
import { PageContainer } from '../common/PageContainer';
import { ExportDialog } from './export/ExportDialog';
import { useTransactionsExport } from './export/useTransactionsExport';
import { changeParams, clearedParams, hasActiveFilters, type ListChange } from './listParams';
import { EmptyState, ListError } from './ListStates';
import { TABS, type TabId } from './tabs';
import { ListSkeleton, TransactionCards } from './TransactionCards';
import { TransactionDetailsDialog } from './TransactionDetailsDialog';
import { TransactionFilters } from './TransactionFilters';
import { TransactionsGrid } from './TransactionsGrid';
import { TransactionsPager } from './TransactionsPager';
import { useListParams } from './useListParams';
import { useTransactionList } from './useTransactionList';

type Row = Transaction & { id: string };

const counts = new Intl.NumberFormat('en-US');
const formatCount = (n: number) => counts.format(n);

/** The admin variant of this screen lives under /admin; it has no Back button (001 section 2.2). */
const ADMIN_PATH = '/admin/';

/**
 * The Transactions screen (001 section 2.2): tabs, filters in the URL, a DataGrid on desktop and
 * cards on mobile, the details modal and the export of every page.
 */
export function TransactionsPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const notify = useNotify();
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { params, setParams } = useListParams();
  const list = useTransactionList(params);
  const exporter = useTransactionsExport(params, list.isPending ? undefined : list.total);
  const [filtersOpen, setFiltersOpen] = useState(() => hasActiveFilters(params) || params.filter === 'custom');
  const [selected, setSelected] = useState<Row | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const tabsId = useId();
  // `?details=<id>` (a notification's link) opens that transaction's details, wherever it is in the list.
  const detailsId = new URLSearchParams(search).get('details');
  const linked = useGetOne<Row>('transactions', { id: detailsId ?? '' }, { enabled: Boolean(detailsId), retry: false });
  const linkedRow = detailsId ? (linked.data ?? null) : null;
  useEffect(() => {
    if (!detailsId || !linked.error) return;
    notify(errorMessage(linked.error, { failed: translate('app.transactions.details_failed') }), { type: 'error' });
    setParams(params);
  }, [detailsId, linked.error, notify, translate, params, setParams]);
  const closeDetails = () => {
    setDetailsOpen(false);
    // Drop the link's `details`, so a reload does not open the modal again.
    if (detailsId) setParams(params);
  };

  const change = (update: ListChange) => setParams(changeParams(params, update));
  const clearFilters = () => setParams(clearedParams(params));
  const goToPage = (page: number) => setParams({ ...params, page });
  const open = (row: Row) => {
    setSelected(row);
    setDetailsOpen(true);
  };
  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/dashboard');
  };

  // A shared link to a page past the end lands on the last page once the total is known.
  const pastTheEnd = !list.isFetching && !list.error && list.total > 0 && params.page > list.pageCount;
  useEffect(() => {
    if (pastTheEnd) setParams({ ...params, page: list.pageCount });
  }, [pastTheEnd, params, list.pageCount, setParams]);

  // A live reload refreshes the open modal's row too.
  const shownRow = selected ? (list.rows.find((row) => row.id === selected.id) ?? selected) : null;
  const filtered = hasActiveFilters(params);

  const content = () => {
    if (list.error) return <ListError error={list.error} onRetry={() => list.refetch()} />;
    if (list.isPending) {
      return (
        <Box aria-busy="true" aria-label={translate('app.transactions.loading')} role="status">
          <ListSkeleton />
        </Box>
      );
    }
    if (!list.rows.length) return <EmptyState tab={params.tab} filtered={filtered} onClearFilters={clearFilters} />;
    if (isMobile) return <TransactionCards rows={list.rows} onOpen={open} />;
    return (
      <TransactionsGrid
        rows={list.rows}
        total={list.total}
        page={params.page}
        sort={params.sort}
        loading={list.isFetching}
        onOpen={open}
        onSortChange={(sort) => change({ sort })}
      />
    );
  };

  return (
    <PageContainer>
      {pathname.startsWith(ADMIN_PATH) ? null : (
        <Button startIcon={<ArrowBack />} onClick={goBack} sx={{ mb: 1.5, ml: -1 }}>
          {translate('app.transactions.back')}
        </Button>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Typography variant="h1" component="h1">
              {translate('app.transactions.title')}
            </Typography>
            {list.isPending ? (
              <Skeleton variant="rounded" width={88} height={24} />
            ) : (
              <Chip
                data-testid="transactions-total"
                label={translate('app.transactions.results', { smart_count: list.total, count: formatCount(list.total) })}
                size="small"
                color="primary"
                variant="outlined"
              />
            )}
          </Box>
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.75 }}>
            {translate('app.transactions.subtitle')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          onClick={exporter.request}
          disabled={list.isPending || exporter.state.phase !== 'idle'}
        >
          {translate('app.transactions.export.button')}
        </Button>
      </Box>

      <Card>
        <Tabs
          value={params.tab}
          onChange={(_event, tab: TabId) => change({ tab })}
          aria-label={translate('app.transactions.tabs.label')}
          variant={isMobile ? 'fullWidth' : 'standard'}
          sx={{ px: { xs: 0, sm: 2 } }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={translate(`app.transactions.tabs.${tab.id}`)}
              id={`${tabsId}-${tab.id}`}
              aria-controls={`${tabsId}-panel`}
            />
          ))}
        </Tabs>
        <Divider />
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <TransactionFilters
            params={params}
            open={filtersOpen}
            onToggle={() => setFiltersOpen((value) => !value)}
            onChange={change}
            onClear={clearFilters}
          />
        </Box>
        <Divider />
        <Box
          role="tabpanel"
          id={`${tabsId}-panel`}
          aria-labelledby={`${tabsId}-${params.tab}`}
          sx={{ p: { xs: 2, sm: 0 } }}
        >
          {content()}
          <Box sx={{ px: { xs: 0, sm: 2.5 }, pb: { xs: 0, sm: 2 } }}>
            <TransactionsPager page={params.page} pageCount={list.pageCount} onChange={goToPage} />
          </Box>
        </Box>
      </Card>

      <TransactionDetailsDialog open={detailsOpen || Boolean(linkedRow)} row={linkedRow ?? shownRow} onClose={closeDetails} />
      <ExportDialog
        tab={params.tab}
        state={exporter.state}
        onStart={exporter.start}
        onCancel={exporter.cancel}
        onDismiss={exporter.dismiss}
      />
    </PageContainer>
  );
}
