import { useState } from 'react';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { WebhookDeliveryRecord } from '../../../contract/webhooks';
import { errorMessage } from '../../../dataProvider/httpClient';
import type { ComposedDataProvider } from '../../providers';
import { W } from './webhookKeys';

/** Redeliver: the delivery's event sent again, as a new delivery. */
export function RedeliverButton({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<WebhookDeliveryRecord>();
  const dataProvider = useDataProvider<ComposedDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const redeliver = async () => {
    setBusy(true);
    try {
      await dataProvider.redeliverWebhook(record.id);
      notify(`${W}.redelivered`, { type: 'success' });
      onDone();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" disabled={busy} onClick={() => void redeliver()} aria-label={`${translate(`${W}.redeliver`)} ${record.id}`}>
      {translate(`${W}.redeliver`)}
    </Button>
  );
}
