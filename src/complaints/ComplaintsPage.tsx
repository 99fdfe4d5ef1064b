import { useState } from 'react';
import { Alert, Box, Button, Card, CircularProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  ColumnsButton,
  ListContextProvider,
  Navigate,
  ResourceContextProvider,
  useCanAccess,
  useLocation,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import { OPEN_COMPLAINT_STATUSES, type Complaint } from '../../contract/complaints';
import { PAGE_SIZES } from '../../contract/constants';
import { useGatewayList } from '../common/list/useGatewayList';
import { ListPager } from '../common/list/ListPager';
import { SavedQueries } from '../common/list/SavedQueries';
import { useListSearch } from '../common/list/useListSearch';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { useGatewayEvent } from '../common/gatewayEvents';
import { ComplaintCard } from './ComplaintCard';
import { ComplaintFilters, type ComplaintFilterValues } from './ComplaintFilters';
import { COMPLAINT_COLUMNS, ComplaintsGrid, type ComplaintRow } from './ComplaintsGrid';
import { UpdateRequestDialog } from './UpdateRequestDialog';

const C = 'app.complaints';
/** Newest submitted first (001 section 7: sortBy, sortOrder=desc). */
const DEFAULT_SORT: SortPayload = { field: 'submittedAt', order: 'DESC' };

/** Only an open complaint about a pending withdrawal can be answered (001 section 4). */
const answerable = (complaint: Complaint) =>
  OPEN_COMPLAINT_STATUSES.includes(complaint.status) && complaint.withdrawalId.status === 'pending';

/**
 * Withdrawal Requests, the complaints screen (001 section 2.6): the `refunds` resource as a
 * react-admin DataTable on desktop and cards on a phone, with search (debounced 500 ms), status
 * and sort filters, Refresh, Clear Filters, paging and the Update Request modal. Filters, sort and
 * page live in the URL (react-admin's list controller).
 */
export function ComplaintsPage() {
  // `?search=` (a notification's link names the payout's reference) becomes the list's search.
  const linked = new URLSearchParams(useLocation().search).get('search');
  if (linked !== null) return <Navigate replace to={{ search: `?filter=${encodeURIComponent(JSON.stringify({ search: linked }))}` }} />;
  return <ComplaintsList />;
}

function ComplaintsList() {
  const translate = useTranslate();
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const list = useGatewayList<ComplaintRow>({ resource: 'refunds', perPage: PAGE_SIZES.complaints, sort: DEFAULT_SORT });
  const { data, error, isPending, isFetching, refetch, filterValues, sort, setSort } = list;
  const [editing, setEditing] = useState<Complaint | null>(null);
  // Answering decides about a payout's money: the server asks for approved-withdrawals too.
  const { canAccess: mayAnswer } = useCanAccess({ resource: 'refunds', action: 'approve' });
  useGatewayEvent('refund-update', () => void refetch());

  const search = useListSearch(list);

  const values: ComplaintFilterValues = {
    search: search.search,
    status: (filterValues.status as ComplaintFilterValues['status'] | undefined) ?? 'all',
    sortBy: sort.field as ComplaintFilterValues['sortBy'],
    sortOrder: sort.order === 'ASC' ? 'asc' : 'desc',
  };
  const change = (next: ComplaintFilterValues) => {
    if (next.search !== values.search) search.type(next.search);
    if (next.status !== values.status) search.setFilters({ ...filterValues, status: next.status === 'all' ? undefined : next.status });
    if (next.sortBy !== values.sortBy || next.sortOrder !== values.sortOrder) {
      setSort({ field: next.sortBy, order: next.sortOrder === 'asc' ? 'ASC' : 'DESC' });
    }
  };
  const clear = () => {
    search.clear();
    setSort(DEFAULT_SORT);
  };
  const rows = error ? [] : (data ?? []);
  const updateOf = (complaint: ComplaintRow) => (mayAnswer && answerable(complaint) ? () => setEditing(complaint) : undefined);

  return (
    <ResourceContextProvider value="refunds">
      <ListContextProvider value={list}>
        <PageContainer>
          <PageHeader
            titleKey="app.pages.complaints.title"
            subtitle={translate(`${C}.subtitle`)}
            // The grid's column chooser; the phone's cards show every field.
            actions={isMobile ? null : <ColumnsButton storeKey={COMPLAINT_COLUMNS} />}
          />
          <Stack spacing={3}>
            <ComplaintFilters values={values} refreshing={Boolean(isFetching)} onChange={change} onRefresh={() => void refetch()} onClear={clear} />
            {/* Saved views: the filter and the sort, saved and opened again in one click. */}
            <SavedQueries />
            {isPending ? (
              <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                <CircularProgress aria-label={translate('app.loading')} />
              </Box>
            ) : error ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void refetch()}>
                    {translate(`${C}.try_again`)}
                  </Button>
                }
              >
                {translate(`${C}.fetch_failed`)}
              </Alert>
            ) : rows.length > 0 && isMobile ? (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {rows.map((complaint) => (
                  <ComplaintCard key={complaint.id} complaint={complaint} onUpdate={updateOf(complaint)} />
                ))}
              </Box>
            ) : rows.length > 0 ? (
              <Card variant="outlined">
                <ComplaintsGrid updateOf={updateOf} />
              </Card>
            ) : (
              <Typography color="text.secondary" sx={{ py: 3 }}>
                {translate(`${C}.empty`)}
              </Typography>
            )}
            <ListPager />
          </Stack>
          <UpdateRequestDialog complaint={editing} onClose={() => setEditing(null)} />
        </PageContainer>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
