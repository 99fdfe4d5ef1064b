import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ACTIVITY_EVENT_TYPES, type ActivityRecord } from '../../contract/activity';
import { i18nProvider } from '../i18n';
import { NETWORK_FAILURE, type Handler, type RecordedRequest } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { emulatePhone, factsOf } from '../test/phone';
import { renderScreen } from '../test/renderScreen';
import type { TestUser } from '../test/sessions';
import * as XLSX from 'xlsx';
import { DATE_FORMAT, dateCell } from '../common/export/workbookRows';
import { formatDateTime, setTimeZone } from '../common/formatters';
import { activityRows, eventLabel } from './activityExport';
import { ActivityPage } from './ActivityPage';
import { toServerFilter } from './activityFilter';

const LIST = 'GET /v2/activity';
/** The first test of a worker loads react-admin, MUI and the grid: seconds on a loaded 2-core machine. */
const LOAD = { timeout: 20_000 };

let next = 0;
function record(overrides: Partial<ActivityRecord> = {}): ActivityRecord {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    createdAt: new Date(Date.UTC(2026, 10, 25, 9, next)).toISOString(),
    type: 'sign_in.succeeded',
    actorId: 'u-1',
    actorEmail: 'finance@sandbox.test',
    actorRole: 'sub_merchant',
    targetType: null,
    targetId: null,
    targetLabel: null,
    ip: '203.0.113.5',
    userAgent: 'test',
    details: {},
    ...overrides,
  };
}

/** The simple-REST answer: the array and its Content-Range. */
const answer = (rows: ActivityRecord[], total = rows.length, start = 0): Handler => ({
  status: 200,
  body: rows,
  headers: { 'Content-Range': rows.length ? `activity ${start}-${start + rows.length - 1}/${total}` : `activity */${total}` },
});

async function openPage(routes: Record<string, Handler>, session: TestUser = USERS.merchant, url = '/activity') {
  const view = renderScreen(<ActivityPage />, { url, session, routes });
  await screen.findByRole('heading', { level: 1, name: 'Activity' }, LOAD);
  await waitFor(() => expect(view.network.requests(LIST)).not.toHaveLength(0), LOAD);
  return view;
}

const json = (request: RecordedRequest, key: string) => JSON.parse(request.query.get(key) ?? 'null') as unknown;

describe('Activity', { timeout: 30_000 }, () => {
  it('asks /api/v2/activity in the simple-REST dialect, newest first, 25 a page, and lists the records with links to their targets', async () => {
    const rows = [
      record({ type: 'subuser.created', actorEmail: 'merchant@sandbox.test', targetType: 'user', targetId: 'u-9', targetLabel: 'new@example.test' }),
      record({ type: 'complaint.approved', targetType: 'complaint', targetId: 'c-1', targetLabel: 'Not received', details: { transactionId: 'PAY-77' } }),
      record({ type: 'subuser.deleted', targetType: 'user', targetId: 'u-8', targetLabel: 'gone@example.test' }),
      record({ type: 'payment_issue.accepted', targetType: 'payment_issue', targetId: 'pi-1', targetLabel: 'DEP-5' }),
    ];
    const view = await openPage({ [LIST]: answer(rows, 60) });
    const table = await screen.findByRole('grid', {}, LOAD);
    const [request] = view.network.requests(LIST);
    expect(json(request, 'sort')).toEqual(['createdAt', 'DESC']);
    expect(json(request, 'range')).toEqual([0, 24]);
    expect(json(request, 'filter')).toEqual({});
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Authorization')).toBe('Bearer test-token');

    expect(await within(table).findByText('Sub-user created', {}, LOAD)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'new@example.test' })).toHaveAttribute('href', '#/role-management');
    expect(within(table).getByRole('link', { name: 'Not received' })).toHaveAttribute('href', '#/complaints?search=PAY-77');
    expect(within(table).getByRole('link', { name: 'DEP-5' })).toHaveAttribute('href', '#/payment-issues/pi-1');
    // A deleted sub-user has nowhere to go.
    expect(within(table).getByText('gone@example.test')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'gone@example.test' })).not.toBeInTheDocument();
    expect(screen.getByText('1-25 of 60')).toBeInTheDocument();
  });

  it("shows one card per record on a phone, its facts named as the grid's columns, with the target's link", async () => {
    const restore = emulatePhone();
    try {
      const row = record({ type: 'subuser.created', actorEmail: 'merchant@sandbox.test', targetType: 'user', targetId: 'u-9', targetLabel: 'new@example.test' });
      await openPage({ [LIST]: answer([row]) });
      const card = await screen.findByRole('article', { name: `Sub-user created ${formatDateTime(row.createdAt)}` }, LOAD);
      expect(factsOf(card)).toEqual([
        ['Time', formatDateTime(row.createdAt)],
        ['Event', 'Sub-user created'],
        ['Actor', 'merchant@sandbox.test'],
        ['Target', 'new@example.test'],
        ['IP address', '203.0.113.5'],
      ]);
      expect(within(card).getByRole('link', { name: 'new@example.test' })).toHaveAttribute('href', '#/role-management');
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('keeps filters, sort and page in the URL and sends them as the dialect says', async () => {
    const view = await openPage(
      { [LIST]: answer([record()], 1) },
      USERS.merchant,
      `/activity?filter=${encodeURIComponent(JSON.stringify({ actor: 'finance', type: 'sign_out', from: '2026-11-01', to: '2026-11-02' }))}&sort=actorEmail&order=ASC&page=2&perPage=10`,
    );
    await screen.findByRole('grid', {}, LOAD);
    const request = view.network.requests(LIST).at(-1) as RecordedRequest;
    expect(json(request, 'sort')).toEqual(['actorEmail', 'ASC']);
    expect(json(request, 'range')).toEqual([10, 19]);
    // The days are the user's calendar days, sent as the moments they start and end.
    expect(json(request, 'filter')).toEqual({
      actor: 'finance',
      type: 'sign_out',
      from: new Date('2026-11-01T00:00:00.000').toISOString(),
      to: new Date('2026-11-02T23:59:59.999').toISOString(),
    });
    expect(screen.getByRole('textbox', { name: 'Actor' })).toHaveValue('finance');
  });

  it('filters by actor as the user types, back on page 1, and writes it into the URL', async () => {
    const view = await openPage({ [LIST]: answer([record()], 1) }, USERS.merchant, '/activity?page=3');
    await screen.findByRole('grid', {}, LOAD);
    await view.user.type(screen.getByRole('textbox', { name: 'Actor' }), 'ops@');
    await waitFor(() => expect(json(view.network.requests(LIST).at(-1) as RecordedRequest, 'filter')).toEqual({ actor: 'ops@' }), LOAD);
    expect(json(view.network.requests(LIST).at(-1) as RecordedRequest, 'range')).toEqual([0, 24]);
    expect(decodeURIComponent(window.location.hash)).toContain('"actor":"ops@"');
  });

  it('sorts by a column header', async () => {
    const view = await openPage({ [LIST]: answer([record(), record()], 2) });
    await screen.findByRole('grid', {}, LOAD);
    await view.user.click(within(screen.getByRole('columnheader', { name: /Actor/ })).getByText('Actor'));
    await waitFor(() => expect(json(view.network.requests(LIST).at(-1) as RecordedRequest, 'sort')).toEqual(['actorEmail', 'ASC']), LOAD);
  });

  it.each([
    ['404', { status: 404, body: { success: false, message: 'Route GET:/api/v2/activity not found' } }],
    ['405', { status: 405, body: null }],
    ['a network error', NETWORK_FAILURE],
  ] as const)('says calmly that the gateway has no activity log on %s', async (_, reply) => {
    await openPage({ [LIST]: reply as Handler });
    expect(await screen.findByText('This gateway has no activity log.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows a cell\'s whole text on hover when its column cuts it short (the ellipsis is checked in a browser: support/axe.ts)', async () => {
    const actorEmail = 'e2e-team-2fa-1796108920383@sandbox.test';
    const view = await openPage({ [LIST]: answer([record({ actorEmail })]) });
    const text = await screen.findByText(actorEmail, { selector: '[role="gridcell"] *' }, LOAD);
    // jsdom lays nothing out: the browser's widths of a cut text, then of a whole one.
    Object.defineProperties(text, { scrollWidth: { value: 303, configurable: true }, clientWidth: { value: 176, configurable: true } });
    await view.user.hover(text);
    expect(text).toHaveAttribute('title', actorEmail);
    Object.defineProperty(text, 'scrollWidth', { value: 176 });
    await view.user.unhover(text);
    await view.user.hover(text);
    expect(text).toHaveAttribute('title', '');
  });

  it('shows the server\'s message for another failure', async () => {
    await openPage({ [LIST]: { status: 400, body: { success: false, message: 'range may span at most 1000 records' } } });
    expect(await screen.findByText('range may span at most 1000 records', {}, LOAD)).toBeInTheDocument();
  });

  it('exports the matching records through the same provider (up to 1000) as an xlsx download, Time as a date cell', async () => {
    const createObjectURL = vi.fn((blob: Blob) => (blob ? 'blob:activity' : ''));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const exported = record({ actorEmail: 'ops@sandbox.test' });
    const view = await openPage({ [LIST]: answer([exported], 1) }, USERS.merchant, `/activity?filter=${encodeURIComponent('{"actor":"ops"}')}`);
    await screen.findByRole('grid', {}, LOAD);
    await view.user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(click).toHaveBeenCalled(), LOAD);
    const exportCall = view.network.requests(LIST).at(-1) as RecordedRequest;
    expect(json(exportCall, 'range')).toEqual([0, 999]);
    expect(json(exportCall, 'filter')).toEqual({ actor: 'ops' });
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(await createObjectURL.mock.calls[0][0].arrayBuffer(), { type: 'array', cellNF: true });
    const sheet = book.Sheets.Activity;
    expect(sheet.A1.v).toBe('Time');
    // A date cell, as the transaction export writes dates: Excel's serial number in its date format.
    expect(sheet.A2).toMatchObject({ t: 'n', v: dateCell(exported.createdAt)?.serial, z: DATE_FORMAT });
    expect(sheet.C2.v).toBe('ops@sandbox.test');
    click.mockRestore();
  });
});

describe('activity helpers', () => {
  it('every event type has a label', () => {
    expect(ACTIVITY_EVENT_TYPES.filter((type) => eventLabel(i18nProvider.translate, type) === type)).toEqual([]);
  });

  it('the export rows carry the screen\'s columns', () => {
    const translate = (key: string) => key.split('.').at(-1) ?? key;
    expect(activityRows([record({ targetLabel: 'x@example.test', details: { from: 'active', to: 'blocked' } })], translate)[0]).toMatchObject({
      actor: 'finance@sandbox.test',
      target: 'x@example.test',
      ip: '203.0.113.5',
      details: '{"from":"active","to":"blocked"}',
    });
  });

  it('sends days as their local start and end, and drops empty filters', () => {
    expect(toServerFilter({ actor: '', from: '2026-01-05', type: undefined })).toEqual({ from: new Date('2026-01-05T00:00:00.000').toISOString() });
  });

  it("sends days as their start and end in the merchant's time zone (issue 29)", () => {
    setTimeZone('Asia/Tokyo');
    try {
      expect(toServerFilter({ from: '2026-01-05', to: '2026-01-05' })).toEqual({ from: '2026-01-04T15:00:00.000Z', to: '2026-01-05T14:59:59.999Z' });
    } finally {
      setTimeZone(null);
    }
  });
});
