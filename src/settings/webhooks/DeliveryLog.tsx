import { Stack, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { WEBHOOK_DELIVERIES_RESOURCE, type WebhookDeliveryRecord, type WebhookEndpointRecord } from '../../../contract/webhooks';
import { DeliveryLogToolbar } from './DeliveryLogToolbar';
import { DeliveryTable } from './DeliveryTable';
import { W, WEBHOOK_LOG_PAGE_SIZE } from './webhookKeys';

/** The delivery log: a react-admin list of webhook-deliveries, newest first, filtered by endpoint. */
export function DeliveryLog({ endpoints }: { endpoints: readonly WebhookEndpointRecord[] }) {
  const translate = useTranslate();
  return (
    <ListBase<WebhookDeliveryRecord>
      resource={WEBHOOK_DELIVERIES_RESOURCE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={WEBHOOK_LOG_PAGE_SIZE}
      disableSyncWithLocation
      queryOptions={{ retry: false }}
    >
      <Stack spacing={1}>
        <Typography variant="h6" component="h3">
          {translate(`${W}.log_title`)}
        </Typography>
        <DeliveryLogToolbar endpoints={endpoints} />
        <DeliveryTable />
      </Stack>
    </ListBase>
  );
}
