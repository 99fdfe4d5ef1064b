import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import { FilterForm, ListBase, SelectInput, useListContext, useLocation, useNavigate, useTranslate } from 'react-admin';
import { NETWORKS } from '../../contract/constants';
import { PAYMENT_ISSUE_KINDS, PAYMENT_ISSUE_STATUSES, PAYMENT_ISSUES_RESOURCE, type PaymentIssueRecord } from '../../contract/paymentIssues';
import { errorMessage, isMissingAddition } from '../../dataProvider/httpClient';
import { formatDateTime } from '../common/formatters';
import { useGatewayEvent } from '../common/gatewayEvents';
import { EmptyNote } from '../common/LoadingStatus';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { UsdtAmount } from '../common/UsdtAmount';
import { FILTER_SELECT_PROPS } from '../common/list/filterSelectProps';
import { ListPager } from '../common/list/ListPager';
import { ColumnCard, PhoneCardsOrGrid } from '../common/list/PhoneCardsOrGrid';
import { RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { A, Difference, IssueStatus, KindLabel } from './IssueParts';
import { PaymentIssueDialog } from './PaymentIssueDialog';

const LIST_PATH = '/payment-issues';

const choicesOf = (values: readonly string[], group: string) => values.map((id) => ({ id, name: `${A}.${group}.${id}` }));
const FILTERS = [
  <SelectInput key="status" source="status" label={`${A}.filters.status`} choices={choicesOf(PAYMENT_ISSUE_STATUSES, 'statuses')} emptyText={`${A}.filters.any_status`} {...FILTER_SELECT_PROPS} />,
  <SelectInput key="kind" source="kind" label={`${A}.filters.kind`} choices={choicesOf(PAYMENT_ISSUE_KINDS, 'kinds')} emptyText={`${A}.filters.any_kind`} {...FILTER_SELECT_PROPS} />,
  <SelectInput
    key="currencyType"
    source="currencyType"
    label={`${A}.filters.network`}
    choices={NETWORKS.map((id) => ({ id, name: id }))}
    translateChoice={false}
    emptyText={`${A}.filters.any_network`}
    {...FILTER_SELECT_PROPS}
  />,
];

const COLUMNS: RecordColumn<PaymentIssueRecord>[] = [
  { source: 'createdAt', label: `${A}.columns.created`, sortable: true, minWidth: 170, render: (issue) => formatDateTime(issue.createdAt) },
  { source: 'kind', label: `${A}.columns.kind`, sortable: true, minWidth: 140, render: (issue) => <KindLabel issue={issue} /> },
  { source: 'currencyType', label: `${A}.columns.network`, minWidth: 120 },
  { source: 'expected', label: `${A}.columns.expected`, sortable: true, align: 'right', minWidth: 130, render: (issue) => <UsdtAmount amount={issue.expected} /> },
  { source: 'received', label: `${A}.columns.received`, sortable: true, align: 'right', minWidth: 130, render: (issue) => <UsdtAmount amount={issue.received} /> },
  { source: 'difference', label: `${A}.columns.difference`, sortable: true, align: 'right', minWidth: 130, render: (issue) => <Difference issue={issue} /> },
  { source: 'status', label: `${A}.columns.status`, sortable: true, minWidth: 150, render: (issue) => <IssueStatus issue={issue} /> },
];

function IssueCard({ issue, onOpen }: { issue: PaymentIssueRecord; onOpen: () => void }) {
  const translate = useTranslate();
  return (
    <ColumnCard<PaymentIssueRecord> record={issue} columns={COLUMNS} label={`${translate(`${A}.kinds.${issue.kind}`)} ${formatDateTime(issue.createdAt)}`}>
      <Button size="small" onClick={onOpen} sx={{ justifySelf: 'start' }}>
        {translate(`${A}.open`)}
      </Button>
    </ColumnCard>
  );
}

function IssueTable() {
  const { error, isPending, total, filterValues, refetch } = useListContext<PaymentIssueRecord>();
  const navigate = useNavigate();
  const { search } = useLocation();
  // A record opened, paid further or resolved (by anyone, or by the gateway itself).
  useGatewayEvent('payment-issue-update', () => void refetch());
  if (error) return isMissingAddition(error) ? <EmptyNote message={`${A}.unavailable`} role="note" /> : <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!isPending && total === 0) return <EmptyNote message={Object.keys(filterValues).length > 0 ? `${A}.no_match` : `${A}.empty`} sx={{ p: 3 }} />;
  const open = (issue: PaymentIssueRecord) => navigate({ pathname: `${LIST_PATH}/${encodeURIComponent(issue.id)}`, search });
  return (
    <Card>
      <CardContent>
        <PhoneCardsOrGrid<PaymentIssueRecord>
          card={(issue) => <IssueCard issue={issue} onOpen={() => open(issue)} />}
          grid={<RecordGrid<PaymentIssueRecord> columns={COLUMNS} label="app.pages.payment_issues.title" storeKey="payment-issues" onOpen={open} />}
        />
        <ListPager />
      </CardContent>
    </Card>
  );
}

/** Payments that need attention (issue 29): open ones first, as the merchant's day starts; a row opens its record. */
export function PaymentIssuesPage() {
  const translate = useTranslate();
  return (
    <PageContainer>
      <ListBase<PaymentIssueRecord>
        resource={PAYMENT_ISSUES_RESOURCE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        filterDefaultValues={{ status: 'open' }}
        perPage={25}
        queryOptions={{ retry: false }}
      >
        <PageHeader titleKey="app.pages.payment_issues.title" subtitle={translate(`${A}.subtitle`)} />
        <Stack spacing={2}>
          <FilterForm filters={FILTERS} />
          <IssueTable />
        </Stack>
        <PaymentIssueDialog listPath={LIST_PATH} />
      </ListBase>
    </PageContainer>
  );
}
