import { useCallback, useState } from 'react';
import { Card, Stack } from '@mui/material';
import { ListBase, Navigate, useCanAccess, useListContext, useLocation, useTranslate } from 'react-admin';
import { OPEN_COMPLAINT_STATUSES, type Complaint } from '../../contract/complaints';
import { PAGE_SIZES } from '../../contract/constants';
import { ListPager } from '../common/list/ListPager';
import { PhoneCardsOrGrid } from '../common/list/PhoneCardsOrGrid';
import { RecordGrid } from '../common/list/RecordGrid';
import { EmptyNote, LoadingStatus } from '../common/LoadingStatus';
import { SavedQueries } from '../common/list/SavedQueries';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { RetryAlert } from '../common/RetryAlert';
import { useGatewayEvent } from '../common/gatewayEvents';
import { COLUMNS, ComplaintCard, panelOf, UpdateOf, type ComplaintRow } from './ComplaintParts';
import { ComplaintFilters, DEFAULT_SORT } from './ComplaintFilters';
import { UpdateRequestDialog } from './UpdateRequestDialog';
import '../i18n/complaints';

const C = 'app.complaints';

/** Only an open complaint about a pending withdrawal can be answered (001 section 4). */
const answerable = (complaint: Complaint) =>
  OPEN_COMPLAINT_STATUSES.includes(complaint.status) && complaint.withdrawalId.status === 'pending';

/** Withdrawal Requests, the complaints screen (001 section 2.6): the `refunds` list, with the Update Request modal. */
export function ComplaintsPage() {
  const [editing, setEditing] = useState<Complaint | null>(null);
  // Answering decides about a payout's money: the server asks for approved-withdrawals too.
  const { canAccess: mayAnswer } = useCanAccess({ resource: 'refunds', action: 'approve' });
  const updateOf = useCallback((complaint: Complaint) => (mayAnswer && answerable(complaint) ? () => setEditing(complaint) : undefined), [mayAnswer]);
  // `?search=` (a notification's link names the payout's reference) becomes the list's search.
  const linked = new URLSearchParams(useLocation().search).get('search');
  if (linked !== null) return <Navigate replace to={{ search: `?filter=${encodeURIComponent(JSON.stringify({ search: linked }))}` }} />;
  return (
    <UpdateOf value={updateOf}>
      <ListBase<ComplaintRow>
        resource="refunds"
        perPage={PAGE_SIZES.complaints}
        sort={DEFAULT_SORT}
        // The screen shows its own error state, so the controller raises no toast.
        queryOptions={{ onError: () => undefined }}
      >
        <ComplaintsScreen />
      </ListBase>
      <UpdateRequestDialog complaint={editing} onClose={() => setEditing(null)} />
    </UpdateOf>
  );
}

function ComplaintsScreen() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useListContext<ComplaintRow>();
  useGatewayEvent('refund-update', () => void refetch());
  const body = () => {
    if (isPending) return <LoadingStatus message="app.loading" />;
    if (error) return <RetryAlert onRetry={refetch}>{translate(`${C}.fetch_failed`)}</RetryAlert>;
    if (!data?.length) return <EmptyNote message={`${C}.empty`} />;
    return (
      <PhoneCardsOrGrid<ComplaintRow>
        card={(complaint) => <ComplaintCard complaint={complaint} />}
        grid={
          <Card variant="outlined">
            <RecordGrid<ComplaintRow> columns={COLUMNS} label="app.pages.complaints.title" storeKey="complaints" rowHeight="auto" columnsButton expand={panelOf} />
          </Card>
        }
      />
    );
  };
  return (
    <PageContainer>
      <PageHeader titleKey="app.pages.complaints.title" subtitle={translate(`${C}.subtitle`)} />
      <Stack spacing={3}>
        <ComplaintFilters />
        <SavedQueries />
        {body()}
        <ListPager />
      </Stack>
    </PageContainer>
  );
}
