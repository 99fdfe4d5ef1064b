import { Button, Stack } from '@mui/material';
import { FilterForm, SelectInput, useListContext, useTranslate } from 'react-admin';
import type { WebhookEndpointRecord } from '../../../contract/webhooks';
import { W } from './webhookKeys';

/** The log's endpoint filter and Refresh. */
export function DeliveryLogToolbar({ endpoints }: { endpoints: readonly WebhookEndpointRecord[] }) {
  const translate = useTranslate();
  const { refetch } = useListContext();
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
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FilterForm filters={filters} />
      <Button variant="outlined" onClick={() => void refetch()}>
        {translate(`${W}.refresh`)}
      </Button>
    </Stack>
  );
}
