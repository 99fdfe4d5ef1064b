import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WebhookDeliveryRecord } from '../../../contract/webhooks';
import { useWebhookSend } from './useWebhookSend';
import { W } from './webhookKeys';

/** Redeliver: the delivery's event sent again, as a new delivery. */
export function RedeliverButton({ record }: { record: WebhookDeliveryRecord }) {
  const translate = useTranslate();
  const { mutate, isPending } = useWebhookSend((dataProvider, id) => dataProvider.redeliverWebhook(id), `${W}.redelivered`);
  return (
    <Button size="small" disabled={isPending} onClick={() => mutate(record.id)} aria-label={`${translate(`${W}.redeliver`)} ${record.id}`}>
      {translate(`${W}.redeliver`)}
    </Button>
  );
}
