import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { CheckboxGroupInput, Form, required, TextInput, useCreate, useTranslate, type HttpError } from 'react-admin';
import { WEBHOOK_EVENT_TYPES, WEBHOOKS_RESOURCE, type CreatedWebhookEndpoint, type WebhookEventType } from '../../../contract/webhooks';
import { errorMessage, isHttpError } from '../../../dataProvider/httpClient';
import { W, webhookEventKey } from '../../i18n/webhooks';
import { SaveRow } from '../../common/SaveRow';

/** The server's refusal of the URL shows under the field, any other failure over Add endpoint (SaveRow). */
export function AddEndpointForm({ onCreated }: { onCreated: (created: CreatedWebhookEndpoint) => void }) {
  const translate = useTranslate();
  const [create] = useCreate<CreatedWebhookEndpoint>();
  const refused = (failure: unknown) => isHttpError(failure) && failure.status === 400;
  const [generation, setGeneration] = useState(0);
  const choices = WEBHOOK_EVENT_TYPES.map((type) => ({ id: type, name: translate(webhookEventKey(type)) }));

  const submit = async (values: { url?: string; events?: WebhookEventType[] }) => {
    // The events in the contract's order, whatever order they were ticked in.
    const events = WEBHOOK_EVENT_TYPES.filter((type) => values.events?.includes(type));
    try {
      const created = await create(WEBHOOKS_RESOURCE, { data: { url: (values.url ?? '').trim(), events, enabled: true } }, { returnPromise: true });
      onCreated(created as CreatedWebhookEndpoint);
      setGeneration((value) => value + 1);
      return undefined;
    } catch (failure) {
      // Any other refusal: the form's errors as the client shapes them (root and fields, dataProvider/httpClient.ts).
      return refused(failure) ? { url: errorMessage(failure) } : (failure as HttpError).body?.errors;
    }
  };

  return (
    <Form key={generation} onSubmit={submit} noValidate disableInvalidFormNotification>
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        <Typography variant="h6" component="h3">
          {translate(`${W}.add`)}
        </Typography>
        <TextInput source="url" label={`${W}.url`} validate={required()} helperText={`${W}.url_help`} placeholder="https://example.com/webhooks" fullWidth />
        <CheckboxGroupInput source="events" label={`${W}.events`} choices={choices} validate={required(`${W}.pick_event`)} row />
        <SaveRow label={`${W}.add`} editable />
      </Stack>
    </Form>
  );
}
