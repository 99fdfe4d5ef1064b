import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { WebhookDeliveryRecord } from '../../../contract/webhooks';
import { useWebhookSend } from './useWebhookSend';
import { W } from './webhookKeys';

/** Redeliver: the delivery's event sent again, as a new delivery. */
export function RedeliverButton() {
  const translate = useTranslate();
  const record = useRecordContext<WebhookDeliveryRecord>();
  const { mutate, isPending } = useWebhookSend((dataProvider, id) => dataProvider.redeliverWebhook(id), `${W}.redelivered`);
  if (!record) return null;
  return (
    <Button size="small" disabled={isPending} onClick={() => mutate(record.id)} aria-label={`${translate(`${W}.redeliver`)} ${record.id}`}>
      {translate(`${W}.redeliver`)}
    </Button>
  );
}
