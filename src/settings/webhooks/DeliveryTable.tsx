import { Alert, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { WebhookDeliveryRecord } from '../../../contract/webhooks';
import { errorMessage } from '../../../dataProvider/httpClient';
import { formatDateTime } from '../../common/formatters';
import { ListPager } from '../../common/list/ListPager';
import { RecordGrid, type RecordColumn } from '../../common/list/RecordGrid';
import { webhookEventKey } from '../../i18n/webhooks';
import { RedeliverButton } from './RedeliverButton';
import { W } from './webhookKeys';

function StatusCell({ record }: { record: WebhookDeliveryRecord }) {
  const translate = useTranslate();
  return (
    <div>
      {translate(`${W}.statuses.${record.status}`)}
      {/* A cancelled delivery says why (the endpoint was disabled, paused or moved). */}
      {record.status === 'cancelled' && record.lastError ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {record.lastError}
        </Typography>
      ) : null}
    </div>
  );
}

/** The event, with its endpoint under it rather than in a column of its own, so the log fits 1440 px with Redeliver. */
function EventCell({ record }: { record: WebhookDeliveryRecord }) {
  const translate = useTranslate();
  return (
    <div>
      {translate(webhookEventKey(record.eventType))}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all' }}>
        {record.endpointUrl}
      </Typography>
    </div>
  );
}

function AttemptsCell({ record }: { record: WebhookDeliveryRecord }) {
  return <>{useTranslate()(`${W}.attempts_of`, { attempts: record.attempts, max: record.maxAttempts })}</>;
}

function DurationCell({ record }: { record: WebhookDeliveryRecord }) {
  const translate = useTranslate();
  return <>{record.lastDurationMs === null ? '—' : translate(`${W}.duration_ms`, { ms: record.lastDurationMs })}</>;
}

/**
 * Status (and why a delivery was cancelled), event and its endpoint, attempts, answer, time, Redeliver;
 * newest first. The columns' least widths add up to 810 px, within the settings card at 1440 px (834).
 */
const COLUMNS: RecordColumn<WebhookDeliveryRecord>[] = [
  { source: 'status', label: `${W}.columns.status`, sortable: true, minWidth: 100, render: (record) => <StatusCell record={record} /> },
  { source: 'eventType', label: `${W}.columns.event`, sortable: true, flex: 2, minWidth: 150, render: (record) => <EventCell record={record} /> },
  { source: 'attempts', label: `${W}.columns.attempts`, sortable: true, minWidth: 90, render: (record) => <AttemptsCell record={record} /> },
  { source: 'lastResponseCode', label: `${W}.columns.code`, minWidth: 130, render: (record) => record.lastResponseCode ?? '—' },
  { source: 'lastDurationMs', label: `${W}.columns.duration`, minWidth: 90, render: (record) => <DurationCell record={record} /> },
  { source: 'createdAt', label: `${W}.columns.time`, sortable: true, sortOrders: ['DESC', 'ASC'], minWidth: 140, render: (record) => formatDateTime(record.createdAt) },
  { source: 'redeliver', label: `${W}.redeliver`, minWidth: 110, render: (record) => <RedeliverButton record={record} /> },
];

/** The delivery log's rows in the record grid, and its pager. */
export function DeliveryTable() {
  const translate = useTranslate();
  const { error, isPending, data } = useListContext<WebhookDeliveryRecord>();
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!isPending && !data?.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate(`${W}.log_empty`)}
      </Typography>
    );
  }
  return (
    <div>
      <RecordGrid<WebhookDeliveryRecord> columns={COLUMNS} label={`${W}.log_title`} storeKey="webhook-deliveries" rowHeight="auto" />
      {isPending ? null : <ListPager />}
    </div>
  );
}
