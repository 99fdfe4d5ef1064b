import { Card, CardContent, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { PAYOUT_APPROVALS_RESOURCE, type PayoutApprovalRecord } from '../../../contract/payoutApprovals';
import { isMissingAddition } from '../../../dataProvider/httpClient';
import { AddressCopy } from '../../common/AddressCopy';
import { useGatewayEvent, useGatewayReconnect } from '../../common/gatewayEvents';
import { FactList } from '../../common/FactList';
import { formatDateTime } from '../../common/formatters';
import { ListPager } from '../../common/list/ListPager';
import { PhoneCardsOrGrid } from '../../common/list/PhoneCardsOrGrid';
import { columnFacts, RecordGrid, type RecordColumn } from '../../common/list/RecordGrid';
import { RetryAlert } from '../../common/RetryAlert';
import { UsdtAmount } from '../../common/UsdtAmount';
import '../../i18n/payoutApprovals';
import { ApprovalActions } from './ApprovalActions';

const A = 'app.payouts.approvals';

const COLUMNS: RecordColumn<PayoutApprovalRecord>[] = [
  { source: 'createdAt', label: `${A}.columns.requested`, minWidth: 170, render: (request) => formatDateTime(request.createdAt) },
  { source: 'amount', label: `${A}.columns.amount`, align: 'right', minWidth: 130, render: (request) => <UsdtAmount amount={request.amount} /> },
  { source: 'currencyType', label: `${A}.columns.network`, minWidth: 120 },
  { source: 'address', label: `${A}.columns.address`, flex: 2, minWidth: 240, render: (request) => <AddressCopy address={request.address} copyLabel={`${A}.copy_address`} /> },
  { source: 'requestedBy', label: `${A}.columns.requested_by`, flex: 1, minWidth: 180, render: (request) => request.requestedBy.email },
  { source: 'actions', label: `${A}.columns.actions`, flex: 1.5, minWidth: 240, render: (request) => <ApprovalActions request={request} /> },
];
// A card shows the amount over its facts and the decisions under them.
const CARD_COLUMNS = COLUMNS.filter(({ source }) => source !== 'amount' && source !== 'actions');

function ApprovalCard({ request }: { request: PayoutApprovalRecord }) {
  const translate = useTranslate();
  return (
    <Card component="article" variant="outlined" aria-label={translate(`${A}.title`)}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <UsdtAmount amount={request.amount} />
        <FactList
          sx={{ rowGap: 0.5 }}
          valueSx={{ minWidth: 0, wordBreak: 'break-all' }}
          facts={columnFacts(CARD_COLUMNS, request, translate)}
        />
        <ApprovalActions request={request} />
      </CardContent>
    </Card>
  );
}

/** Shown only while payouts await a decision; a gateway without approvals (404/405) shows nothing. */
function AwaitingList() {
  const translate = useTranslate();
  const { data, error, refetch } = useListContext<PayoutApprovalRecord>();
  // A payout asked, approved or rejected anywhere in the team is a transaction event: the list follows it.
  useGatewayEvent('transaction-update', () => void refetch());
  useGatewayReconnect(() => void refetch());
  if (error) return isMissingAddition(error) ? null : <RetryAlert onRetry={refetch}>{translate('app.payouts.messages.fetch_failed')}</RetryAlert>;
  if (!data?.length) return null;
  return (
    <Card component="section" aria-labelledby="awaiting-approval">
      <CardContent>
        <Typography id="awaiting-approval" variant="h3" component="h2">
          {translate(`${A}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${A}.intro`)}
        </Typography>
        <PhoneCardsOrGrid<PayoutApprovalRecord>
          card={(request) => <ApprovalCard request={request} />}
          grid={<RecordGrid<PayoutApprovalRecord> columns={COLUMNS} label={`${A}.title`} storeKey="payout-approvals.awaiting" rowHeight="auto" />}
        />
        <ListPager />
      </CardContent>
    </Card>
  );
}

/** Payout Requests' "Awaiting approval" list (issue 28), for holders of approved-payout-requests. */
export function AwaitingApprovals() {
  return (
    <ListBase<PayoutApprovalRecord>
      resource={PAYOUT_APPROVALS_RESOURCE}
      filter={{ status: 'awaiting' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      queryOptions={{ onError: () => undefined, retry: false }}
    >
      <AwaitingList />
    </ListBase>
  );
}
