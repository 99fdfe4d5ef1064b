import { useMemo } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { FilterForm, ListBase, RefreshButton, SelectInput, useListContext, useTranslate } from 'react-admin';
import { WEBHOOK_DELIVERIES_RESOURCE, type WebhookDeliveryRecord, type WebhookEndpointRecord } from '../../../contract/webhooks';
import { errorMessage } from '../../../dataProvider/httpClient';
import { formatDateTime } from '../../common/formatters';
import { ListPager } from '../../common/list/ListPager';
import { EmptyNote } from '../../common/LoadingStatus';
import { RecordGrid, type RecordColumn } from '../../common/list/RecordGrid';
import { ColumnCard, PhoneCardsOrGrid } from '../../common/list/PhoneCardsOrGrid';
import { W, webhookEventKey } from '../../i18n/webhooks';
import { useWebhookSend } from './useWebhookSend';

/** A cell's text with a caption under it: why a delivery was cancelled, or the event's endpoint. */
function WithCaption({ text, caption }: { text: string; caption?: string | null }) {
  return (
    <div>
      {text}
      {caption ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {caption}
        </Typography>
      ) : null}
    </div>
  );
}

function RedeliverButton({ record }: { record: WebhookDeliveryRecord }) {
  const translate = useTranslate();
  const { mutate, isPending } = useWebhookSend((dataProvider, id) => dataProvider.redeliverWebhook(id), `${W}.redelivered`);
  return (
    <Button size="small" disabled={isPending} onClick={() => mutate(record.id)} aria-label={`${translate(`${W}.redeliver`)} ${record.id}`}>
      {translate(`${W}.redeliver`)}
    </Button>
  );
}

/** The columns' least widths add up to 810 px, within the settings card at 1440 px (834 px). */
function DeliveryTable() {
  const translate = useTranslate();
  const { error, isPending, data } = useListContext<WebhookDeliveryRecord>();
  const columns = useMemo<RecordColumn<WebhookDeliveryRecord>[]>(
    () => [
      {
        source: 'status',
        label: `${W}.columns.status`,
        sortable: true,
        minWidth: 100,
        render: (record) => <WithCaption text={translate(`${W}.statuses.${record.status}`)} caption={record.status === 'cancelled' ? record.lastError : null} />,
      },
      {
        source: 'eventType',
        label: `${W}.columns.event`,
        sortable: true,
        flex: 2,
        minWidth: 150,
        render: (record) => <WithCaption text={translate(webhookEventKey(record.eventType))} caption={record.endpointUrl} />,
      },
      { source: 'attempts', label: `${W}.columns.attempts`, sortable: true, minWidth: 90, render: (record) => translate(`${W}.attempts_of`, { attempts: record.attempts, max: record.maxAttempts }) },
      { source: 'lastResponseCode', label: `${W}.columns.code`, minWidth: 130, render: (record) => record.lastResponseCode ?? '—' },
      {
        source: 'lastDurationMs',
        label: `${W}.columns.duration`,
        minWidth: 90,
        render: (record) => (record.lastDurationMs === null ? '—' : translate(`${W}.duration_ms`, { ms: record.lastDurationMs })),
      },
      { source: 'createdAt', label: `${W}.columns.time`, sortable: true, sortOrders: ['DESC', 'ASC'], minWidth: 140, render: (record) => formatDateTime(record.createdAt) },
      { source: 'redeliver', label: `${W}.redeliver`, minWidth: 110, render: (record) => <RedeliverButton record={record} /> },
    ],
    [translate],
  );
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!isPending && !data?.length) return <EmptyNote message={`${W}.log_empty`} sx={{ p: 2 }} />;
  return (
    <div>
      <PhoneCardsOrGrid<WebhookDeliveryRecord>
        card={(record) => (
          <ColumnCard<WebhookDeliveryRecord> record={record} columns={columns} label={`${translate(webhookEventKey(record.eventType))} ${formatDateTime(record.createdAt)}`} />
        )}
        grid={<RecordGrid<WebhookDeliveryRecord> columns={columns} label={`${W}.log_title`} storeKey="webhook-deliveries" rowHeight="auto" />}
      />
      {isPending ? null : <ListPager />}
    </div>
  );
}

export function DeliveryLog({ endpoints }: { endpoints: readonly WebhookEndpointRecord[] }) {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="endpointId"
      source="endpointId"
      label={`${W}.endpoint_filter`}
      choices={endpoints.map((endpoint) => ({ id: endpoint.id, name: endpoint.url }))}
      emptyText={`${W}.any_endpoint`}
      alwaysOn
    />,
  ];
  return (
    <ListBase<WebhookDeliveryRecord>
      resource={WEBHOOK_DELIVERIES_RESOURCE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
      queryOptions={{ retry: false }}
    >
      <Stack spacing={1}>
        <Typography variant="h6" component="h3">
          {translate(`${W}.log_title`)}
        </Typography>
        <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', '& > form': { flex: '0 1 auto' } }}>
          <FilterForm filters={filters} />
          <RefreshButton variant="outlined" size="medium" />
        </Stack>
        <DeliveryTable />
      </Stack>
    </ListBase>
  );
}
