import { Alert, Box, Typography } from '@mui/material';
import { DataTable, Pagination, useListContext, useTranslate } from 'react-admin';
import type { WebhookDeliveryRecord } from '../../../contract/webhooks';
import { errorMessage } from '../../../dataProvider/httpClient';
import { formatDateTime } from '../../common/formatters';
import { webhookEventKey } from '../../i18n/webhooks';
import { RedeliverButton } from './RedeliverButton';
import { W } from './webhookKeys';

/** The delivery log's rows: status (and why a delivery was cancelled), event and its endpoint, attempts, answer, time, Redeliver. */
export function DeliveryTable() {
  const translate = useTranslate();
  const { error, isPending, total } = useListContext<WebhookDeliveryRecord>();
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<WebhookDeliveryRecord>
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate(`${W}.log_title`)}
        empty={
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate(`${W}.log_empty`)}
          </Typography>
        }
      >
        <DataTable.Col
          source="status"
          label={`${W}.columns.status`}
          render={(record) => (
            <>
              {translate(`${W}.statuses.${record.status}`)}
              {/* A cancelled delivery says why (the endpoint was disabled, paused or moved). */}
              {record.status === 'cancelled' && record.lastError && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {record.lastError}
                </Typography>
              )}
            </>
          )}
        />
        {/* The endpoint under its event rather than a column of its own, so the log fits 1440 px with Redeliver. */}
        <DataTable.Col
          source="eventType"
          label={`${W}.columns.event`}
          render={(record) => (
            <>
              {translate(webhookEventKey(record.eventType))}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all' }}>
                {record.endpointUrl}
              </Typography>
            </>
          )}
        />
        <DataTable.Col
          source="attempts"
          label={`${W}.columns.attempts`}
          render={(record) => translate(`${W}.attempts_of`, { attempts: record.attempts, max: record.maxAttempts })}
        />
        <DataTable.Col source="lastResponseCode" label={`${W}.columns.code`} disableSort render={(record) => record.lastResponseCode ?? '—'} />
        <DataTable.Col
          source="lastDurationMs"
          label={`${W}.columns.duration`}
          disableSort
          render={(record) => (record.lastDurationMs === null ? '—' : translate(`${W}.duration_ms`, { ms: record.lastDurationMs }))}
        />
        <DataTable.Col source="createdAt" label={`${W}.columns.time`} render={(record) => formatDateTime(record.createdAt)} />
        <DataTable.Col disableSort>
          <RedeliverButton />
        </DataTable.Col>
      </DataTable>
      {isPending || total === 0 ? null : <Pagination rowsPerPageOptions={[10, 25, 50]} />}
    </Box>
  );
}
