import { Alert, Card, Stack } from '@mui/material';
import {
  DateInput,
  ExportButton,
  FilterForm,
  Link,
  ListBase,
  Pagination,
  SelectInput,
  TextInput,
  useListContext,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { ACTIVITY_EVENT_TYPES, ACTIVITY_RESOURCE, type ActivityRecord, type ActivityTargetType } from '../../contract/activity';
import { errorMessage, isMissingAddition } from '../../dataProvider/httpClient';
import { writeTableWorkbook } from '../common/export/writeWorkbook';
import { formatDateTime } from '../common/formatters';
import { EmptyNote } from '../common/LoadingStatus';
import { PageContainer } from '../common/PageContainer';
import { CellText, RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { ColumnCard, PhoneCardsOrGrid } from '../common/list/PhoneCardsOrGrid';
import { PageHeader } from '../common/PageHeader';
import { zonedDay } from '../common/export/workbookRows';
import { activityRows, eventLabel } from './activityExport';
import '../i18n/activity';

const A = 'app.activity';

const TYPE_CHOICES = ACTIVITY_EVENT_TYPES.map((type) => ({ id: type, name: `${A}.types.${type}` }));
const FILTERS = [
  <TextInput key="actor" source="actor" label={`${A}.filters.actor`} alwaysOn resettable />,
  <SelectInput key="type" source="type" label={`${A}.filters.type`} choices={TYPE_CHOICES} alwaysOn emptyText={`${A}.filters.any_type`} />,
  <DateInput key="from" source="from" label={`${A}.filters.from`} alwaysOn />,
  <DateInput key="to" source="to" label={`${A}.filters.to`} alwaysOn />,
];

const SCREENS: Record<ActivityTargetType, string> = {
  user: '/role-management',
  payout: '/withdraw-requests',
  complaint: '/complaints',
  ip: '/settings',
  merchant: '/settings',
  webhook: '/settings',
  // The payout screen, whose form offers the address book's entries.
  payout_address: '/withdraw-requests',
  payment_issue: '/payment-issues',
  // Its payout shows in Transactions' Withdraw tab (issue 29).
  payer_refund: '/transactions',
};

/** The screen a record's target is on, or null when it has none (or no longer exists). */
function activityTargetPath(record: ActivityRecord): string | null {
  if (!record.targetType || !record.targetId || record.type === 'subuser.deleted') return null;
  if (record.type === 'api_secret.revealed') return '/api-credentials';
  if (record.targetType === 'payment_issue') return `${SCREENS.payment_issue}/${encodeURIComponent(record.targetId)}`;
  // The complaints screen searches by the payout's reference (as a notification's link does).
  const reference = record.targetType === 'complaint' ? record.details.transactionId : null;
  return typeof reference === 'string' ? `/complaints?${new URLSearchParams({ search: reference }).toString()}` : SCREENS[record.targetType];
}

function TargetCell({ record }: { record: ActivityRecord }) {
  const label = record.targetLabel ?? record.targetId ?? '';
  const path = activityTargetPath(record);
  if (!label) return null;
  return <CellText>{path ? <Link to={path} underline="hover">{label}</Link> : label}</CellText>;
}

const COLUMNS: RecordColumn<ActivityRecord>[] = [
  { source: 'createdAt', label: `${A}.columns.time`, sortable: true, minWidth: 170, render: (record) => formatDateTime(record.createdAt) },
  { source: 'type', label: `${A}.columns.event`, sortable: true, render: (record) => <EventLabel type={record.type} /> },
  { source: 'actorEmail', label: `${A}.columns.actor`, sortable: true },
  { source: 'target', label: `${A}.columns.target`, render: (record) => <TargetCell record={record} /> },
  { source: 'ip', label: `${A}.columns.ip` },
];

function EventLabel({ type }: { type: ActivityRecord['type'] }) {
  return <CellText>{eventLabel(useTranslate(), type)}</CellText>;
}

function ActivityTable() {
  const translate = useTranslate();
  const { error, isPending, total, filterValues } = useListContext<ActivityRecord>();
  if (error) {
    // A gateway without the /api/v2 extension API answers 404 or 405, or nothing at all.
    return isMissingAddition(error) ? <EmptyNote message={`${A}.unavailable`} role="note" /> : <Alert severity="error">{errorMessage(error)}</Alert>;
  }
  if (!isPending && total === 0) return <EmptyNote message={Object.keys(filterValues).length > 0 ? `${A}.no_match` : `${A}.empty`} sx={{ p: 3 }} />;
  return (
    <Card>
      <PhoneCardsOrGrid<ActivityRecord>
        cardsSx={{ p: 2 }}
        card={(record) => <ColumnCard<ActivityRecord> record={record} columns={COLUMNS} label={`${eventLabel(translate, record.type)} ${formatDateTime(record.createdAt)}`} />}
        grid={<RecordGrid<ActivityRecord> columns={COLUMNS} label="app.pages.activity.title" storeKey="activity" />}
      />
      {isPending ? null : <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    </Card>
  );
}

/** The team activity log (issue 16) through ra-data-simple-rest; the export writes up to react-admin's 1000 rows. */
export function ActivityPage() {
  const translate = useTranslate();
  // One xlsx sheet by the exports' shared, lazily loaded writer, named for today: activity-2026-11-25.xlsx.
  const exporter: Exporter<ActivityRecord> = (records) =>
    writeTableWorkbook('Activity', activityRows(records, translate), `activity-${zonedDay()}.xlsx`);
  return (
    <PageContainer>
      <ListBase<ActivityRecord>
        resource={ACTIVITY_RESOURCE}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={exporter}
        queryOptions={{ retry: false }}
      >
        <PageHeader titleKey="app.pages.activity.title" subtitle={translate(`${A}.subtitle`)} actions={<ExportButton exporter={exporter} />} />
        <Stack spacing={2}>
          <FilterForm filters={FILTERS} />
          <ActivityTable />
        </Stack>
      </ListBase>
    </PageContainer>
  );
}
