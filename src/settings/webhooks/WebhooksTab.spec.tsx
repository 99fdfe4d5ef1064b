import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MerchantProfile } from '../../../contract/credentials';
import { WEBHOOK_MESSAGES, type CreatedWebhookEndpoint, type WebhookDeliveryRecord, type WebhookEndpointRecord } from '../../../contract/webhooks';
import { NETWORK_FAILURE, ok, type Handler, type RecordedRequest } from '../../test/fetchDouble';
import { USERS } from '../../test/renderApp';
import { emulatePhone, factsOf } from '../../test/phone';
import { renderScreen } from '../../test/renderScreen';
import { formatDateTime } from '../../common/formatters';
import { SettingsPage } from '../SettingsPage';
import type { TestUser } from '../../test/sessions';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const ENDPOINT_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OTHER_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const DELIVERY_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const ENDPOINTS = 'GET /v2/webhooks';
const CREATE = 'POST /v2/webhooks';
const DELIVERIES = 'GET /v2/webhook-deliveries';
const LOAD = { timeout: 20_000 };

const profile = { _id: USER_ID, userId: USER_ID, merchantId: USER_ID, name: 'Main Merchant', email: 'merchant@sandbox.test' } as MerchantProfile;

function endpoint(overrides: Partial<WebhookEndpointRecord> = {}): WebhookEndpointRecord {
  return {
    id: ENDPOINT_ID,
    url: 'https://shop.example/hooks',
    events: ['deposit.confirmed', 'payout.failed'],
    enabled: true,
    pausedAt: null,
    secretHint: 'f00d',
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDeliveryRecord> = {}): WebhookDeliveryRecord {
  return {
    id: DELIVERY_ID,
    endpointId: ENDPOINT_ID,
    endpointUrl: 'https://shop.example/hooks',
    eventType: 'deposit.confirmed',
    eventId: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
    payload: { id: 'e', type: 'deposit.confirmed', createdAt: '2026-11-25T09:00:00.000Z', data: {} },
    status: 'failed',
    attempts: 3,
    maxAttempts: 8,
    nextAttemptAt: null,
    lastResponseCode: 503,
    lastDurationMs: 412,
    lastError: 'HTTP 503',
    createdAt: '2026-11-25T09:01:00.000Z',
    updatedAt: '2026-11-25T09:01:00.000Z',
    deliveredAt: null,
    ...overrides,
  };
}

/** The simple-REST answer: the array and its Content-Range. */
function list<T>(resource: string, rows: T[]): Handler {
  return { status: 200, body: rows, headers: { 'Content-Range': rows.length ? `${resource} 0-${rows.length - 1}/${rows.length}` : `${resource} */0` } };
}

async function openTab(routes: Record<string, Handler>, session: TestUser = USERS.merchant) {
  // The Settings screen alone (renderScreen, half the cost of the App).
  const view = renderScreen(<SettingsPage />, {
    url: '/settings',
    session,
    routes: { [`GET /merchant/${USER_ID}`]: ok(profile), [`GET /ip-whitelist/${USER_ID}`]: ok([]), ...routes },
  });
  await view.user.click(await screen.findByRole('tab', { name: 'Webhooks' }, LOAD));
  return view;
}

const query = (request: RecordedRequest, key: string) => JSON.parse(request.query.get(key) ?? 'null') as unknown;
/** The delivery log's first row, once the grid shows it. */
async function logRow(grid: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(grid.querySelector('[role="row"][data-id]')).not.toBeNull(), LOAD);
  return grid.querySelector<HTMLElement>('[role="row"][data-id]') as HTMLElement;
}

describe('Settings › Webhooks', { timeout: 30_000 }, () => {
  it('adds an endpoint with the exact body (events in the list\'s order) and shows its signing secret once', async () => {
    const created: CreatedWebhookEndpoint = { ...endpoint({ url: 'https://shop.example/new', events: ['deposit.confirmed', 'payout.failed'] }), secret: 'whsec_0123456789abcdef' };
    const view = await openTab({
      [ENDPOINTS]: list('webhooks', []),
      [DELIVERIES]: list('webhook-deliveries', []),
      [CREATE]: { status: 201, body: created },
    });
    expect(await screen.findByText('No endpoints yet.', {}, LOAD)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Endpoint URL' }), { target: { value: 'https://shop.example/new' } });
    await view.user.click(screen.getByRole('checkbox', { name: 'Payout failed' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Deposit confirmed' }));
    view.network.on(ENDPOINTS, list('webhooks', [endpoint({ url: 'https://shop.example/new' })]));
    await view.user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    await waitFor(() => expect(view.network.requests(CREATE)).toHaveLength(1), LOAD);
    expect(view.network.requests(CREATE)[0].body).toEqual({ url: 'https://shop.example/new', events: ['deposit.confirmed', 'payout.failed'], enabled: true });
    const secret = await screen.findByRole('region', { name: 'Signing secret' }, LOAD);
    expect(within(secret).getByText('whsec_0123456789abcdef')).toBeInTheDocument();
    expect(within(secret).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    // The form is empty again and the list shows the new endpoint by its hint, never its secret.
    expect(screen.getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue('');
    const endpoints = await screen.findByRole('list', { name: 'Endpoints' }, LOAD);
    expect(within(endpoints).getByText('Secret ending in f00d')).toBeInTheDocument();

    await view.user.click(within(secret).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText('whsec_0123456789abcdef')).not.toBeInTheDocument();
  });

  it('asks for a URL and an event before sending, and shows the server\'s refusal of the URL under the field', async () => {
    const view = await openTab({
      [ENDPOINTS]: list('webhooks', []),
      [DELIVERIES]: list('webhook-deliveries', []),
      [CREATE]: { status: 400, body: { success: false, message: WEBHOOK_MESSAGES.urlScheme, errors: [{ path: 'url', message: WEBHOOK_MESSAGES.urlScheme }] } },
    });
    await screen.findByText('No endpoints yet.', {}, LOAD);
    await view.user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Pick at least one event', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(CREATE)).toHaveLength(0);

    const url = screen.getByRole('textbox', { name: 'Endpoint URL' });
    fireEvent.change(url, { target: { value: 'http://shop.example/hooks' } });
    await view.user.click(screen.getByRole('checkbox', { name: 'Complaint updated' }));
    await view.user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(WEBHOOK_MESSAGES.urlScheme), LOAD);
    expect(url).toHaveValue('http://shop.example/hooks');
    expect(screen.queryByRole('region', { name: 'Signing secret' })).not.toBeInTheDocument();

    // Any other refusal shows over the button, and the form keeps what was typed.
    view.network.on(CREATE, { status: 500, body: { success: false, message: 'Endpoint store unavailable' } });
    await view.user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Endpoint store unavailable');
    expect(url).toHaveValue('http://shop.example/hooks');
  });

  it('switches an endpoint off, sends a test event, and deletes it after react-admin\'s Confirm', async () => {
    const view = await openTab({
      [ENDPOINTS]: list('webhooks', [endpoint()]),
      [DELIVERIES]: list('webhook-deliveries', []),
      [`PUT /v2/webhooks/${ENDPOINT_ID}`]: { status: 200, body: endpoint({ enabled: false }) },
      [`POST /v2/webhooks/${ENDPOINT_ID}/test`]: { status: 201, body: delivery({ eventType: 'webhook.test', status: 'pending', attempts: 0 }) },
      [`DELETE /v2/webhooks/${ENDPOINT_ID}`]: { status: 200, body: endpoint() },
    });
    const row = await screen.findByRole('listitem', { name: 'https://shop.example/hooks' }, LOAD);
    expect(within(row).getByText('Deposit confirmed')).toBeInTheDocument();
    expect(within(row).getByText('Payout failed')).toBeInTheDocument();

    await view.user.click(within(row).getByRole('switch', { name: 'Enabled' }));
    await waitFor(() => expect(view.network.requests(`PUT /v2/webhooks/${ENDPOINT_ID}`)).toHaveLength(1), LOAD);
    expect(view.network.requests(`PUT /v2/webhooks/${ENDPOINT_ID}`)[0].body).toEqual({ enabled: false });

    const before = view.network.requests(DELIVERIES).length;
    await view.user.click(within(row).getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(view.network.requests(`POST /v2/webhooks/${ENDPOINT_ID}/test`)).toHaveLength(1), LOAD);
    expect(await screen.findByText('Test event queued', {}, LOAD)).toBeInTheDocument();
    // The log is read again, so the queued test event appears.
    await waitFor(() => expect(view.network.requests(DELIVERIES).length).toBeGreaterThan(before), LOAD);

    await view.user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByText('Delete this endpoint?')).toBeInTheDocument();
    expect(view.network.requests(`DELETE /v2/webhooks/${ENDPOINT_ID}`)).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.network.requests(`DELETE /v2/webhooks/${ENDPOINT_ID}`)).toHaveLength(1), LOAD);
    expect(await screen.findByText('Webhook endpoint deleted', {}, LOAD)).toBeInTheDocument();
  });

  it('lists deliveries with status, event, attempts, response code and duration; Redeliver, endpoint filter and Refresh', async () => {
    const view = await openTab({
      [ENDPOINTS]: list('webhooks', [endpoint(), endpoint({ id: OTHER_ID, url: 'https://other.example/hooks' })]),
      [DELIVERIES]: list('webhook-deliveries', [delivery()]),
      [`POST /v2/webhook-deliveries/${DELIVERY_ID}/redeliver`]: { status: 201, body: delivery({ id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', status: 'pending' }) },
    });
    const table = await screen.findByRole('grid', { name: 'Delivery log' }, LOAD);
    const [first] = view.network.requests(DELIVERIES);
    expect(query(first, 'sort')).toEqual(['createdAt', 'DESC']);
    expect(query(first, 'range')).toEqual([0, 24]);
    const row = await logRow(table);
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('Deposit confirmed')).toBeInTheDocument();
    expect(within(row).getByText('3 of 8')).toBeInTheDocument();
    expect(within(row).getByText('503')).toBeInTheDocument();
    expect(within(row).getByText('412 ms')).toBeInTheDocument();

    await view.user.click(within(row).getByRole('button', { name: /Redeliver/ }));
    await waitFor(() => expect(view.network.requests(`POST /v2/webhook-deliveries/${DELIVERY_ID}/redeliver`)).toHaveLength(1), LOAD);
    expect(await screen.findByText('Delivery queued again', {}, LOAD)).toBeInTheDocument();

    await view.user.click(screen.getByRole('combobox', { name: 'Endpoint' }));
    await view.user.click(await screen.findByRole('option', { name: 'https://other.example/hooks' }, LOAD));
    await waitFor(() => expect(query(view.network.requests(DELIVERIES).at(-1) as RecordedRequest, 'filter')).toEqual({ endpointId: OTHER_ID }), LOAD);

    const count = view.network.requests(DELIVERIES).length;
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(view.network.requests(DELIVERIES).length).toBe(count + 1), LOAD);
  });

  it("shows the delivery log as one card per delivery on a phone, its facts named as the grid's columns, with Redeliver", async () => {
    const restore = emulatePhone();
    try {
      const view = await openTab({
        [ENDPOINTS]: list('webhooks', [endpoint()]),
        [DELIVERIES]: list('webhook-deliveries', [delivery()]),
        [`POST /v2/webhook-deliveries/${DELIVERY_ID}/redeliver`]: { status: 201, body: delivery({ id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', status: 'pending' }) },
      });
      const card = await screen.findByRole('article', { name: `Deposit confirmed ${formatDateTime('2026-11-25T09:01:00.000Z')}` }, LOAD);
      expect(factsOf(card).map(([label]) => label)).toEqual(['Status', 'Event', 'Attempts', 'Response code', 'Duration', 'Time', 'Redeliver']);
      expect(card).toHaveTextContent('3 of 8');
      expect(card).toHaveTextContent('412 ms');
      expect(screen.queryByRole('grid', { name: 'Delivery log' })).not.toBeInTheDocument();
      await view.user.click(within(card).getByRole('button', { name: /Redeliver/ }));
      await waitFor(() => expect(view.network.requests(`POST /v2/webhook-deliveries/${DELIVERY_ID}/redeliver`)).toHaveLength(1), LOAD);
    } finally {
      restore();
    }
  });

  it('says there are no deliveries yet, in place of an empty grid', async () => {
    await openTab({ [ENDPOINTS]: list('webhooks', [endpoint()]), [DELIVERIES]: list('webhook-deliveries', []) });
    expect(await screen.findByText('No deliveries yet.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Delivery log' })).not.toBeInTheDocument();
  });

  it('says when an endpoint was paused for failing, and why a delivery was cancelled', async () => {
    await openTab({
      [ENDPOINTS]: list('webhooks', [endpoint({ enabled: false, pausedAt: '2026-11-25T10:00:00.000Z' })]),
      [DELIVERIES]: list('webhook-deliveries', [delivery({ status: 'cancelled', lastResponseCode: null, lastError: WEBHOOK_MESSAGES.cancelledPaused })]),
    });
    const row = await screen.findByRole('listitem', { name: 'https://shop.example/hooks' }, LOAD);
    expect(within(row).getByText(/^Paused on .* after 10 failed deliveries in a row\./)).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    const cancelled = await logRow(await screen.findByRole('grid', { name: 'Delivery log' }, LOAD));
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).getByText(WEBHOOK_MESSAGES.cancelledPaused)).toBeInTheDocument();
  });

  it.each([
    ['404', { status: 404, body: { success: false, message: 'Route GET:/api/v2/webhooks not found' } }],
    ['405', { status: 405, body: null }],
    ['a network error', NETWORK_FAILURE],
  ] as const)('says calmly that the gateway has no webhooks on %s', async (_, reply) => {
    await openTab({ [ENDPOINTS]: reply as Handler });
    expect(await screen.findByText('This gateway has no webhooks.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).not.toBeInTheDocument();
  });

  it('is a tab only for the main merchant and api-credentials holders', async () => {
    for (const [session, shown] of [
      [USERS.finance, true],
      [USERS.superops, false],
      [USERS.ops, false],
    ] as const) {
      const view = renderScreen(<SettingsPage />, { url: '/settings', session, routes: { [`GET /merchant/${USER_ID}`]: ok(profile), [`GET /ip-whitelist/${USER_ID}`]: ok([]) } });
      await screen.findByRole('tab', { name: 'IP Restriction' }, LOAD);
      if (shown) expect(await screen.findByRole('tab', { name: 'Webhooks' }, LOAD)).toBeInTheDocument();
      else expect(screen.queryByRole('tab', { name: 'Webhooks' }), session.email).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
