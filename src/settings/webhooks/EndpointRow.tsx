import { Box, Button, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { DeleteWithConfirmButton, useNotify, useTranslate, useUpdate } from 'react-admin';
import { WEBHOOK_PAUSE_AFTER_FAILURES, WEBHOOKS_RESOURCE, type WebhookEndpointRecord } from '../../../contract/webhooks';
import { errorMessage } from '../../../dataProvider/httpClient';
import { formatDateTime } from '../../common/formatters';
import { W, webhookEventKey } from '../../i18n/webhooks';
import { useWebhookSend } from './useWebhookSend';

export function EndpointRow({ endpoint }: { endpoint: WebhookEndpointRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending: updating }] = useUpdate<WebhookEndpointRecord>();
  const sendTest = useWebhookSend((dataProvider, id) => dataProvider.sendWebhookTest(id), `${W}.test_sent`);

  const toggle = (enabled: boolean) =>
    void update(
      WEBHOOKS_RESOURCE,
      { id: endpoint.id, data: { enabled }, previousData: endpoint },
      {
        onSuccess: () => notify(`${W}.${enabled ? 'enabled_on' : 'enabled_off'}`, { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );

  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5 }} aria-label={endpoint.url}>
      <Stack spacing={1}>
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{endpoint.url}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {endpoint.events.map((type) => (
            <Chip key={type} size="small" label={translate(webhookEventKey(type))} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate(`${W}.secret_hint`, { hint: endpoint.secretHint })}
        </Typography>
        {endpoint.pausedAt && (
          <Typography variant="body2" color="warning.main">
            {translate(`${W}.paused`, { time: formatDateTime(endpoint.pausedAt), count: WEBHOOK_PAUSE_AFTER_FAILURES })}
          </Typography>
        )}
        <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={endpoint.enabled} disabled={updating} onChange={(_event, checked) => toggle(checked)} />}
            label={translate(`${W}.enabled`)}
          />
          <Button size="small" variant="outlined" disabled={sendTest.isPending} onClick={() => sendTest.mutate(endpoint.id)}>
            {translate(`${W}.send_test`)}
          </Button>
          <DeleteWithConfirmButton
            record={endpoint}
            resource={WEBHOOKS_RESOURCE}
            redirect={false}
            confirmTitle={`${W}.delete_title`}
            confirmContent={`${W}.delete_content`}
            contentTranslateOptions={{ url: endpoint.url }}
            confirmColor="warning"
            mutationOptions={{ onSuccess: () => notify(`${W}.deleted`, { type: 'success' }) }}
          />
        </Stack>
      </Stack>
    </Box>
  );
}
