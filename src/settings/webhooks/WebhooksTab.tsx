import { useState } from 'react';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOKS_RESOURCE, type WebhookEndpointRecord } from '../../../contract/webhooks';
import { errorMessage, isMissingAddition } from '../../../dataProvider/httpClient';
import { W } from '../../i18n/webhooks';
import { AddEndpointForm } from './AddEndpointForm';
import { DeliveryLog } from './DeliveryLog';
import { EndpointRow } from './EndpointRow';
import { SigningSecret } from './SigningSecret';

/** Settings › Webhooks (issue 16); a gateway without the /api/v2 extension API gets one calm line, as Activity. */
export function WebhooksTab() {
  const translate = useTranslate();
  const [secret, setSecret] = useState<string | null>(null);
  const endpoints = useGetList<WebhookEndpointRecord>(
    WEBHOOKS_RESOURCE,
    { pagination: { page: 1, perPage: WEBHOOK_ENDPOINTS_MAX }, sort: { field: 'createdAt', order: 'ASC' } },
    { retry: false },
  );
  if (endpoints.error) {
    return isMissingAddition(endpoints.error) ? (
      <Typography color="text.secondary" role="note">
        {translate(`${W}.unavailable`)}
      </Typography>
    ) : (
      <Alert severity="error">{errorMessage(endpoints.error)}</Alert>
    );
  }
  const records = endpoints.data ?? [];
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{translate(`${W}.intro`)}</Typography>
      {secret ? <SigningSecret secret={secret} onDone={() => setSecret(null)} /> : null}
      <AddEndpointForm onCreated={(created) => setSecret(created.secret)} />
      <Divider />
      <Stack spacing={1}>
        <Typography variant="h6" component="h3">
          {translate(`${W}.endpoints_title`)}
        </Typography>
        {endpoints.isPending ? null : records.length === 0 ? (
          <Typography color="text.secondary">{translate(`${W}.endpoints_empty`)}</Typography>
        ) : (
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={translate(`${W}.endpoints_title`)}>
            {records.map((endpoint) => (
              <EndpointRow key={endpoint.id} endpoint={endpoint} />
            ))}
          </Box>
        )}
      </Stack>
      <Divider />
      <DeliveryLog endpoints={records} />
    </Stack>
  );
}
