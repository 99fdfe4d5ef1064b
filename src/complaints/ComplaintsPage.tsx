import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import { OPEN_COMPLAINT_STATUSES, type Complaint } from '../../contract/complaints';
import { DELAYS_MS } from '../../contract/constants';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { useSessionPermissions } from '../common/useSessionPermissions';
import { ComplaintCard } from './ComplaintCard';
import { ComplaintFilters, DEFAULT_FILTERS, type ComplaintFilterValues } from './ComplaintFilters';
import { UpdateRequestDialog } from './UpdateRequestDialog';
import { useComplaints } from './useComplaints';
import { useDebouncedValue } from './useDebouncedValue';

const C = 'app.complaints';

/** Only an open complaint about a pending withdrawal can be answered (001 section 4). */
const answerable = (complaint: Complaint) =>
  OPEN_COMPLAINT_STATUSES.includes(complaint.status) && complaint.withdrawalId.status === 'pending';

/**
 * Withdrawal Requests, the complaints screen (001 section 2.6): cards with search (debounced
 * 500 ms), status and sort filters, Refresh, Clear Filters, paging and the Update Request modal.
 */
export function ComplaintsPage() {
  // `?search=` (a notification's link names the payout's reference) starts the search with it; a
  // link followed while the screen is open starts it afresh.
  const linked = new URLSearchParams(useLocation().search).get('search') ?? '';
  return <ComplaintsScreen key={linked} initialSearch={linked} />;
}

function ComplaintsScreen({ initialSearch }: { initialSearch: string }) {
  const translate = useTranslate();
  const { subject } = useSessionPermissions();
  const [filters, setFilters] = useState<ComplaintFilterValues>(() => ({ ...DEFAULT_FILTERS, search: initialSearch }));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Complaint | null>(null);
  const search = useDebouncedValue(filters.search.trim(), DELAYS_MS.searchDebounce);
  const { data, error, isPending, isFetching, reload } = useComplaints({
    page,
    search: search || undefined,
    status: filters.status,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  });
  // Answering decides about a payout's money: the server asks for approved-withdrawals too.
  const mayAnswer = Boolean(subject?.permissions.includes('approved-withdrawals'));
  const totalPages = data?.totalPages ?? 1;

  const change = (next: ComplaintFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <PageContainer>
      <PageHeader titleKey="app.pages.complaints.title" subtitle={translate(`${C}.subtitle`)} />
      <Stack spacing={3}>
        <ComplaintFilters
          values={filters}
          refreshing={isFetching}
          onChange={change}
          onRefresh={() => void reload()}
          onClear={() => change(DEFAULT_FILTERS)}
        />
        {isPending ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={translate('app.loading')} />
          </Box>
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {translate(`${C}.try_again`)}
              </Button>
            }
          >
            {translate(`${C}.fetch_failed`)}
          </Alert>
        ) : data && data.rows.length > 0 ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {data.rows.map((complaint) => (
              <ComplaintCard
                key={complaint._id}
                complaint={complaint}
                onUpdate={mayAnswer && answerable(complaint) ? () => setEditing(complaint) : undefined}
              />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            {translate(`${C}.empty`)}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${C}.page`, { page, pages: totalPages })}
          </Typography>
          <Button onClick={() => setPage((current) => Math.max(1, current - 1))} disabled={page <= 1}>
            {translate(`${C}.previous`)}
          </Button>
          <Button onClick={() => setPage((current) => current + 1)} disabled={page >= totalPages}>
            {translate(`${C}.next`)}
          </Button>
        </Stack>
      </Stack>
      <UpdateRequestDialog complaint={editing} onClose={() => setEditing(null)} onUpdated={() => void reload()} />
    </PageContainer>
  );
}
