import { useState } from 'react';
import { Alert, Box, Button, Chip, Divider, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import {
  CheckboxGroupInput,
  Confirm,
  DataTable,
  FilterForm,
  Form,
  ListBase,
  Pagination,
  SelectInput,
  TextInput,
  useDelete,
  useCreate,
  useDataProvider,
  useGetList,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type Validator,
} from 'react-admin';
import {
  WEBHOOK_DELIVERIES_RESOURCE,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  WEBHOOKS_RESOURCE,
  type CreatedWebhookEndpoint,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
  type WebhookEventType,
} from '../../contract/webhooks';
import { errorMessage, isHttpError, isMissingAddition } from '../../dataProvider/httpClient';
import { copyText } from '../common/clipboard';
import { formatDateTime } from '../common/formatters';
import { webhookEventKey } from '../i18n/webhooks';
import type { ComposedDataProvider } from '../providers';

const W = 'app.webhooks';
export const WEBHOOK_LOG_PAGE_SIZE = 25;

/** A gateway without the /api/v2 extension API answers 404 or 405, or nothing at all. */
const isMissing = isMissingAddition;

const requiredUrl: Validator = (value: unknown) => (typeof value === 'string' && value.trim() ? undefined : 'ra.validation.required');
const someEvent: Validator = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : `${W}.pick_event`);

interface AddValues {
  url?: string;
  events?: WebhookEventType[];
}

/** Add endpoint: a URL and the events; the server's refusal of the URL shows under the field. */
function AddEndpointForm({ onCreated }: { onCreated: (created: CreatedWebhookEndpoint) => void }) {
  const translate = useTranslate();
  const [create, { isPending }] = useCreate<WebhookEndpointRecord>();
  const [failure, setFailure] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const choices = WEBHOOK_EVENT_TYPES.map((type) => ({ id: type, name: translate(webhookEventKey(type)) }));

  const submit = async (values: AddValues) => {
    setFailure(null);
    // The events in the contract's order, whatever order they were ticked in.
    const events = WEBHOOK_EVENT_TYPES.filter((type) => values.events?.includes(type));
    try {
      const created = await create(WEBHOOKS_RESOURCE, { data: { url: (values.url ?? '').trim(), events, enabled: true } }, { returnPromise: true });
      onCreated(created as unknown as CreatedWebhookEndpoint);
      setGeneration((value) => value + 1);
      return undefined;
    } catch (error) {
      if (isHttpError(error) && error.status === 400) return { url: errorMessage(error) };
      setFailure(errorMessage(error));
      return undefined;
    }
  };

  return (
    <Form key={generation} onSubmit={(values: Record<string, unknown>) => submit(values as AddValues)} noValidate disableInvalidFormNotification>
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        <Typography variant="h6" component="h3">
          {translate(`${W}.add_title`)}
        </Typography>
        <TextInput source="url" label={`${W}.url`} validate={requiredUrl} helperText={`${W}.url_help`} placeholder="https://example.com/webhooks" fullWidth />
        <CheckboxGroupInput source="events" label={`${W}.events`} choices={choices} validate={someEvent} row />
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate(`${W}.add`)}
          </Button>
        </Box>
      </Stack>
    </Form>
  );
}

/** The new endpoint's signing secret, shown this once, with Copy. */
function SigningSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await copyText(secret);
      notify(`${W}.copied`, { type: 'success' });
    } catch {
      notify(`${W}.copy_failed`, { type: 'error' });
    }
  };
  return (
    <Alert severity="warning" role="region" aria-label={translate(`${W}.secret_title`)}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">{translate(`${W}.secret_title`)}</Typography>
        <Typography variant="body2">{translate(`${W}.secret_once`)}</Typography>
        <Box data-testid="webhook-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {secret}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => void copy()}>
            {translate(`${W}.copy`)}
          </Button>
          <Button size="small" onClick={onDone}>
            {translate(`${W}.secret_done`)}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}

/** One endpoint: its URL and events, the enabled switch, Send test event and Delete (with Confirm). */
function EndpointRow({ endpoint, onTested }: { endpoint: WebhookEndpointRecord; onTested: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ComposedDataProvider>();
  const [update, { isPending: updating }] = useUpdate<WebhookEndpointRecord>();
  const [remove, { isPending: deleting }] = useDelete<WebhookEndpointRecord>();
  const [confirming, setConfirming] = useState(false);
  const [testing, setTesting] = useState(false);

  const toggle = (enabled: boolean) =>
    void update(
      WEBHOOKS_RESOURCE,
      { id: endpoint.id, data: { enabled }, previousData: endpoint },
      {
        onSuccess: () => notify(`${W}.${enabled ? 'enabled_on' : 'enabled_off'}`, { type: 'success' }),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );

  const sendTest = async () => {
    setTesting(true);
    try {
      await dataProvider.sendWebhookTest(endpoint.id);
      notify(`${W}.test_sent`, { type: 'success' });
      onTested();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setTesting(false);
    }
  };

  const confirmDelete = () =>
    void remove(
      WEBHOOKS_RESOURCE,
      { id: endpoint.id, previousData: endpoint },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(`${W}.deleted`, { type: 'success' });
        },
        onError: (error) => {
          setConfirming(false);
          notify(errorMessage(error), { type: 'error' });
        },
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
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={endpoint.enabled} disabled={updating} onChange={(_event, checked) => toggle(checked)} />}
            label={translate(`${W}.enabled`)}
          />
          <Button size="small" variant="outlined" disabled={testing} onClick={() => void sendTest()}>
            {translate(`${W}.send_test`)}
          </Button>
          <Button size="small" color="error" onClick={() => setConfirming(true)}>
            {translate(`${W}.delete`)}
          </Button>
        </Stack>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title={`${W}.delete_title`}
        content={`${W}.delete_content`}
        translateOptions={{ url: endpoint.url }}
        confirm={`${W}.delete`}
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

function RedeliverButton({ onDone }: { onDone: () => void }) {
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

function DeliveryTable() {
  const translate = useTranslate();
  const refresh = useRefresh();
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
        <DataTable.Col source="eventType" label={`${W}.columns.event`} render={(record) => translate(webhookEventKey(record.eventType))} />
        <DataTable.Col source="endpointUrl" label={`${W}.columns.endpoint`} disableSort />
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
          <RedeliverButton onDone={refresh} />
        </DataTable.Col>
      </DataTable>
      {isPending || total === 0 ? null : <Pagination rowsPerPageOptions={[10, 25, 50]} />}
    </Box>
  );
}

function DeliveryLogToolbar({ endpoints }: { endpoints: readonly WebhookEndpointRecord[] }) {
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

/** The delivery log: a react-admin list of webhook-deliveries, newest first, filtered by endpoint. */
function DeliveryLog({ endpoints }: { endpoints: readonly WebhookEndpointRecord[] }) {
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

/**
 * Settings › Webhooks (issue 16): the merchant's endpoints (add with URL and events, the signing
 * secret shown once, enabled switch, Send test event, Delete) and their delivery log with
 * Redeliver, read through ra-data-simple-rest (src/providers.ts). A gateway without the /api/v2
 * extension API gets one calm line, as on the activity screen.
 */
export default function WebhooksTab() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [secret, setSecret] = useState<string | null>(null);
  const endpoints = useGetList<WebhookEndpointRecord>(
    WEBHOOKS_RESOURCE,
    { pagination: { page: 1, perPage: WEBHOOK_ENDPOINTS_MAX }, sort: { field: 'createdAt', order: 'ASC' } },
    { retry: false },
  );
  if (endpoints.error) {
    return isMissing(endpoints.error) ? (
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
      <AddEndpointForm
        onCreated={(created) => {
          setSecret(created.secret);
          void endpoints.refetch();
        }}
      />
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
              <EndpointRow key={endpoint.id} endpoint={endpoint} onTested={refresh} />
            ))}
          </Box>
        )}
      </Stack>
      <Divider />
      <DeliveryLog endpoints={records} />
    </Stack>
  );
}
