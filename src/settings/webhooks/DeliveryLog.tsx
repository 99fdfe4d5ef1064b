import { Stack, Typography } from '@mui/material';
import { FilterForm, ListBase, RefreshButton, SelectInput, useTranslate } from 'react-admin';
import { WEBHOOK_DELIVERIES_RESOURCE, type WebhookDeliveryRecord, type WebhookEndpointRecord } from '../../../contract/webhooks';
import { W } from '../../i18n/webhooks';
import { DeliveryTable } from './DeliveryTable';

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
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FilterForm filters={filters} />
          <RefreshButton variant="outlined" size="medium" />
        </Stack>
        <DeliveryTable />
      </Stack>
    </ListBase>
  );
}
