import { useEffect, useId } from 'react';
import { matchPath } from 'react-router-dom';
import { Box, Button, Card, Chip, Divider, Skeleton, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { ListBase, useGetOne, useListContext, useLocation, useNavigate, useNotify, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import { errorMessage } from '../../dataProvider/httpClient';
import { ListPager } from '../common/list/ListPager';
import { SavedQueries } from '../common/list/SavedQueries';
import { BackButton } from '../common/BackButton';
import { PageContainer } from '../common/PageContainer';
import { RetryAlert } from '../common/RetryAlert';
import { ExportDialog } from './export/ExportDialog';
import { useTransactionsExport } from './export/useTransactionsExport';
import { canonicalSearch, DEFAULT_FILTER, DEFAULT_LIST_SORT, fromList, hasActiveFilters } from './listParams';
import { listErrorKey } from './rowDisplay';
import { TAB_IDS, TABS, type TabId } from './tabs';
import { TransactionDetailsDialog } from './TransactionDetailsDialog';
import { TransactionFilters } from './TransactionFilters';
import { ListSkeleton, TransactionCards, TransactionsGrid, type Row } from './TransactionRows';

const counts = new Intl.NumberFormat('en-US');

/** The Transactions screen (001 section 2.2); an old or hand-edited address is rewritten first (listParams.ts). */
export function TransactionsPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const canonical = canonicalSearch(search);
  // An old link's `?details=<id>` (a notification's, a bookmark) is now the record's own address.
  const details = new URLSearchParams(search).get('details');
  useEffect(() => {
    if (canonical === null && details === null) return;
    const query = new URLSearchParams(canonical ?? search);
    query.delete('details');
    navigate({ pathname: details ? detailsPath(details) : pathname, search: `?${query.toString()}` }, { replace: true });
  }, [canonical, details, navigate, pathname, search]);
  if (canonical !== null || details !== null) return null;
  return (
    <ListBase<Row>
      resource="transactions"
      perPage={PAGE_SIZES.transactions}
      sort={DEFAULT_LIST_SORT}
      filterDefaultValues={DEFAULT_FILTER}
      // Retry replaces retries; each state is the same screen (one instance: filters and dialogs stay).
      queryOptions={{ retry: false, onError: () => undefined }}
      loading={<TransactionsList state="loading" />}
      error={<TransactionsList state="error" />}
    >
      <TransactionsList state="list" />
    </ListBase>
  );
}

const LIST_PATH = '/transactions';
/** The admin variant of this screen lives under /admin; it has no Back button (001 section 2.2). */
const ADMIN_PATH = '/admin/';
const detailsPath = (id: string) => `${LIST_PATH}/${encodeURIComponent(id)}`;

/** The screen inside the `transactions` list: tab, filters, sort and page live in the URL, so a link reopens the view. */
function TransactionsList({ state }: { state: 'loading' | 'error' | 'list' }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const notify = useNotify();
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const list = useListContext<Row>();
  const params = fromList(list);
  // On any load error the list is emptied, the total is 0 and there is no next page (001 section 4).
  const rows = state === 'list' ? (list.data ?? []) : [];
  const total = state === 'list' ? (list.total ?? 0) : 0;
  const isPending = state === 'loading';
  const exporter = useTransactionsExport(params, isPending ? undefined : total);
  const tabsId = useId();
  // A transaction's details have an address of their own, `/transactions/<id>`, shown over the list.
  const detailsId = matchPath(`${LIST_PATH}/:id`, pathname)?.params.id ?? null;
  const onPage = rows.find((row) => row.id === detailsId);
  const fetched = useGetOne<Row>('transactions', { id: detailsId ?? '' }, { enabled: Boolean(detailsId) && !onPage, retry: false });
  const closeDetails = () => navigate({ pathname: LIST_PATH, search });
  useEffect(() => {
    if (!detailsId || !fetched.error) return;
    notify(errorMessage(fetched.error, { failed: translate('app.transactions.details_failed') }), { type: 'error' });
    navigate({ pathname: LIST_PATH, search }, { replace: true });
  }, [detailsId, fetched.error, notify, translate, navigate, search]);

  // A tab is the list's `type` filter (as the demo's order tabs are its status): its statuses stay, others go.
  const changeTab = (tab: TabId) => {
    const { status, ...rest } = list.filterValues;
    list.setFilters({ ...rest, type: TABS[tab].listType, ...(TABS[tab].statuses.includes(status) ? { status } : {}) });
  };
  const clearFilters = () => {
    list.setFilters({ type: list.filterValues.type });
    list.setSort(DEFAULT_LIST_SORT);
  };
  const open = (row: Row) => navigate({ pathname: detailsPath(row.id), search });

  const content = () => {
    if (state === 'error') {
      return (
        <RetryAlert retryLabel="app.transactions.errors.retry" onRetry={list.refetch} sx={{ m: { xs: 0, sm: 2 } }}>
          {translate(`app.transactions.errors.${listErrorKey(list.error)}`)}
        </RetryAlert>
      );
    }
    if (isPending) {
      return (
        <Box aria-busy="true" aria-label={translate('app.transactions.loading')} role="status">
          <ListSkeleton />
        </Box>
      );
    }
    if (!rows.length) {
      // The two empty states of 001 section 2.2: nothing yet, or nothing matching the filters.
      const filtered = hasActiveFilters(params);
      const Icon = filtered ? FilterAltOffOutlined : ReceiptLongOutlined;
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1, py: 6, px: 2 }}>
          <Icon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
          <Typography variant="h3" component="p">
            {translate(filtered ? 'app.transactions.empty.filtered_title' : 'app.transactions.empty.title', { type: params.tab })}
          </Typography>
          <Typography color="text.secondary">
            {translate(filtered ? 'app.transactions.empty.filtered_body' : 'app.transactions.empty.body')}
          </Typography>
          {filtered ? (
            <Button sx={{ mt: 1 }} onClick={clearFilters}>
              {translate('app.transactions.filters.clear')}
            </Button>
          ) : null}
        </Box>
      );
    }
    if (isMobile) return <TransactionCards rows={rows} onOpen={open} />;
    return <TransactionsGrid onOpen={open} />;
  };

  return (
    <PageContainer>
      {pathname.startsWith(ADMIN_PATH) ? null : <BackButton label="app.transactions.back" />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Typography variant="h1" component="h1">
              {translate('app.transactions.title')}
            </Typography>
            {isPending ? (
              <Skeleton variant="rounded" width={88} height={24} />
            ) : (
              <Chip
                data-testid="transactions-total"
                label={translate('app.transactions.results', { smart_count: total, count: counts.format(total) })}
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
          disabled={isPending || exporter.state.phase !== 'idle'}
        >
          {translate('app.transactions.export.button')}
        </Button>
      </Box>

      <Card>
        <Tabs
          value={params.tab}
          onChange={(_event, tab: TabId) => changeTab(tab)}
          aria-label={translate('app.transactions.tabs.label')}
          variant={isMobile ? 'fullWidth' : 'standard'}
          sx={{ px: { xs: 0, sm: 2 } }}
        >
          {TAB_IDS.map((id) => (
            <Tab
              key={id}
              value={id}
              label={translate(`app.transactions.tabs.${id}`)}
              id={`${tabsId}-${id}`}
              aria-controls={`${tabsId}-panel`}
            />
          ))}
        </Tabs>
        <Divider />
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <TransactionFilters onClear={clearFilters} />
          {/* Saved views on the list controller itself: opening one sets its tab, filters and sort at once. */}
          <Box sx={{ mt: 2 }}>
            <SavedQueries />
          </Box>
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
            <ListPager />
          </Box>
        </Box>
      </Card>

      <TransactionDetailsDialog open={Boolean(detailsId)} row={onPage ?? fetched.data ?? null} onClose={closeDetails} />
      <ExportDialog tab={params.tab} exporter={exporter} />
    </PageContainer>
  );
}
