import { useId } from 'react';
import { Box, Button, Card, Chip, Divider, Skeleton, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { ListBase, Navigate, SimpleListLoading, useListContext, useLocation, useNavigate, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import type { Transaction } from '../../contract/transactions';
import { ListPager } from '../common/list/ListPager';
import { SavedQueries } from '../common/list/SavedQueries';
import { BackButton } from '../common/BackButton';
import { numberFormat } from '../common/formatters';
import { useAnnounceChange } from '../common/LiveAnnouncer';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { RetryAlert } from '../common/RetryAlert';
import { ExportDialog } from './export/ExportDialog';
import { useTransactionsExport } from './export/useTransactionsExport';
import { appliedDateFilter, canonicalSearch, DEFAULT_FILTER, DEFAULT_LIST_SORT, detailsPath, fromList, TAB_IDS, TABS } from './listParams';
import type { TabId } from './listParams';
import { listErrorKey } from './rowDisplay';
import { TransactionDetailsDialog } from './TransactionDetailsDialog';
import { TransactionFilters } from './TransactionFilters';
import { TransactionCards, TransactionsGrid } from './TransactionRows';
import '../i18n/transactions';

/** The Transactions screen (001 section 2.2); an old or hand-edited address is rewritten first (listParams.ts). */
export function TransactionsPage() {
  const { pathname, search } = useLocation();
  const canonical = canonicalSearch(search);
  // An old link's `?details=<id>` (a notification's, a bookmark) is now the record's own address.
  const details = new URLSearchParams(search).get('details');
  if (canonical !== null || details !== null) {
    const query = new URLSearchParams(canonical ?? search);
    query.delete('details');
    return <Navigate replace to={{ pathname: details ? detailsPath(details) : pathname, search: `?${query.toString()}` }} />;
  }
  return (
    <ListBase<Transaction>
      resource="transactions"
      perPage={PAGE_SIZES.transactions}
      sort={DEFAULT_LIST_SORT}
      filterDefaultValues={DEFAULT_FILTER}
      // Retry replaces retries; the screen shows the failure itself, not as a toast.
      queryOptions={{ retry: false, onError: () => undefined }}
    >
      <TransactionsList />
    </ListBase>
  );
}

/** The screen inside the `transactions` list: tab, filters, sort and page live in the URL, so a link reopens the view. */
function TransactionsList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isMobile = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const list = useListContext<Transaction>();
  const params = fromList(list);
  // On any load error the list is emptied, the total is 0 and there is no next page (001 section 4).
  const rows = list.error ? [] : (list.data ?? []);
  const total = list.error ? 0 : (list.total ?? 0);
  const { isPending } = list;
  const results = translate('app.transactions.results', { smart_count: total, count: numberFormat().format(total) });
  useAnnounceChange(list.isFetching ? null : results, JSON.stringify(list.filterValues));
  const exporter = useTransactionsExport(isPending ? undefined : total);
  const tabsId = useId();
  const panelId = `${tabsId}-panel`;

  // A tab is the list's `type` filter (as the demo's order tabs are its status): its statuses stay, others go.
  const changeTab = (tab: TabId) => {
    const { status } = list.filterValues;
    list.setFilters({ ...list.filterValues, type: TABS[tab].listType, status: TABS[tab].statuses.includes(status) ? status : null });
  };
  const clearFilters = () => {
    list.setFilters({ type: list.filterValues.type });
    list.setSort(DEFAULT_LIST_SORT);
  };
  const open = (row: Transaction) => navigate({ pathname: detailsPath(row.id), search });

  const content = () => {
    if (isPending) {
      return (
        <Box aria-busy="true" aria-label={translate('app.transactions.loading')} role="status">
          <SimpleListLoading hasSecondaryText hasTertiaryText />
        </Box>
      );
    }
    if (list.error) {
      return (
        <RetryAlert retryLabel="app.action.retry" onRetry={list.refetch} sx={{ m: { xs: 0, sm: 2 } }}>
          {translate(`app.transactions.errors.${listErrorKey(list.error)}`)}
        </RetryAlert>
      );
    }
    if (rows.length) return isMobile ? <TransactionCards rows={rows} onOpen={open} /> : <TransactionsGrid onOpen={open} />;
    // The two empty states of 001 section 2.2: nothing yet, or nothing matching the filters.
    const filtered = Boolean(params.status || appliedDateFilter(params));
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
  };

  return (
    <PageContainer>
      {/* The admin variant of this screen lives under /admin; it has no Back button (001 section 2.2). */}
      {pathname.startsWith('/admin/') ? null : <BackButton />}
      <PageHeader
        titleKey="app.transactions.title"
        subtitle={translate('app.transactions.subtitle')}
        badge={
          isPending ? (
            <Skeleton variant="rounded" width={88} height={24} />
          ) : (
            <Chip
              data-testid="transactions-total"
              label={results}
              size="small"
              color="primary"
              variant="outlined"
            />
          )
        }
        actions={
          <Button
            variant="contained"
            startIcon={<FileDownloadOutlined />}
            onClick={exporter.request}
            disabled={isPending || exporter.state.phase !== 'idle'}
          >
            {translate('ra.action.export')}
          </Button>
        }
      />

      <Card>
        <Tabs
          value={params.tab}
          onChange={(_event, tab: TabId) => changeTab(tab)}
          aria-label={translate('app.transactions.tabs.label')}
          variant={isMobile ? 'fullWidth' : 'standard'}
          sx={{ px: { xs: 0, sm: 2 } }}
        >
          {TAB_IDS.map((id) => (
            <Tab key={id} value={id} label={translate(`app.transactions.tabs.${id}`)} id={`${tabsId}-${id}`} aria-controls={panelId} />
          ))}
        </Tabs>
        <Divider />
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <TransactionFilters onClear={clearFilters} />
          <Box sx={{ mt: 2 }}>
            <SavedQueries />
          </Box>
        </Box>
        <Divider />
        <Box role="tabpanel" id={panelId} aria-labelledby={`${tabsId}-${params.tab}`} sx={{ p: { xs: 2, sm: 0 } }}>
          {content()}
          <Box sx={{ px: { xs: 0, sm: 2.5 }, pb: { xs: 0, sm: 2 } }}>
            <ListPager />
          </Box>
        </Box>
      </Card>

      <TransactionDetailsDialog rows={rows} />
      <ExportDialog exporter={exporter} />
    </PageContainer>
  );
}
