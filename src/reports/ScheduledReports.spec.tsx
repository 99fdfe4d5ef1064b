import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { REPORT_SCHEDULE_MESSAGES, type ReportSchedule } from '../../contract/reportSchedules';
import { formatDateTime } from '../common/formatters';
import { fail, ok, type Handler, type Reply } from '../test/fetchDouble';
import { renderScreen } from '../test/renderScreen';
import { USERS, type TestUser } from '../test/sessions';
import { subUser } from '../test/subUsers';
import { ReportsPage } from './ReportsPage';
import { ScheduledReports } from './ScheduledReports';
import { emulatePhone, factsOf } from '../test/phone';

const LIST = 'GET /v2/report-schedules';
const ADD = 'POST /v2/report-schedules';
const ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const LOAD = { timeout: 20_000 };

function schedule(overrides: Partial<ReportSchedule> = {}): ReportSchedule {
  return {
    id: ID,
    frequency: 'weekly',
    format: 'xlsx',
    recipients: ['merchant@sandbox.test', 'ops@sandbox.test'],
    hour: 7,
    nextRunAt: '2026-04-13T05:00:00.000Z',
    lastSentAt: null,
    createdAt: '2026-04-01T09:00:00.000Z',
    ...overrides,
  };
}

const list = (rows: ReportSchedule[]): Reply => ({
  status: 200,
  body: rows,
  headers: { 'Content-Range': rows.length ? `report-schedules 0-${rows.length - 1}/${rows.length}` : 'report-schedules */0' },
});

const TEAM = ok([subUser(), subUser({ _id: 'u-gone', email: 'gone@sandbox.test', name: 'Gone', status: 'inactive' })]);

function openSection(routes: Record<string, Handler>, session: TestUser = USERS.merchant) {
  return renderScreen(<ScheduledReports timeZone="Europe/Berlin" />, { url: '/reports', session, routes: { 'GET /subusers': TEAM, ...routes } });
}

const grid = () => screen.findByRole('grid', { name: 'Scheduled reports' }, LOAD);

/** A phone card's facts as read: each term with the definition after it. */

describe('Reports › Scheduled reports', { timeout: 40_000 }, () => {
  it('lists each schedule: frequency, format, recipients, local hour, next run and last sent', async () => {
    const sent = schedule({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', frequency: 'daily', format: 'csv', recipients: ['finance@sandbox.test'], hour: 0, lastSentAt: '2026-04-09T22:00:00.000Z' });
    const view = openSection({ [LIST]: list([schedule(), sent]) });
    const table = await grid();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), LOAD);
    const [, weekly, daily] = within(table).getAllByRole('row');
    expect(within(weekly).getByText('Weekly, on Mondays')).toBeInTheDocument();
    expect(within(weekly).getByText('XLSX')).toBeInTheDocument();
    expect(within(weekly).getByText('merchant@sandbox.test, ops@sandbox.test')).toBeInTheDocument();
    expect(within(weekly).getByText('07:00')).toBeInTheDocument();
    expect(within(weekly).getByText(formatDateTime('2026-04-13T05:00:00.000Z'))).toBeInTheDocument();
    expect(within(weekly).getByText('Not yet')).toBeInTheDocument();
    expect(within(daily).getByText('Daily')).toBeInTheDocument();
    expect(within(daily).getByText('00:00')).toBeInTheDocument();
    expect(within(daily).getByText(formatDateTime('2026-04-09T22:00:00.000Z'))).toBeInTheDocument();
    expect(view.network.requests(LIST)[0].query.get('range')).toBe('[0,49]');
  });

  it("shows one card per schedule on a phone, its facts named as the grid's columns, in their order, with Delete", async () => {
    const restore = emulatePhone();
    try {
      openSection({ [LIST]: list([schedule()]) });
      const card = await screen.findByRole('article', { name: 'Weekly, on Mondays XLSX' }, LOAD);
      expect(factsOf(card)).toEqual([
        ['Frequency', 'Weekly, on Mondays'],
        ['Format', 'XLSX'],
        ['Recipients', 'merchant@sandbox.test, ops@sandbox.test'],
        ['Hour', '07:00'],
        ['Next run', formatDateTime('2026-04-13T05:00:00.000Z')],
        ['Last sent', 'Not yet'],
      ]);
      expect(await within(card).findByRole('button', { name: 'Delete' }, LOAD)).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('adds a schedule with the exact body, recipients chosen among the active team, the hour in the merchant zone', async () => {
    const added = schedule({ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', frequency: 'monthly', format: 'xlsx', recipients: ['ops@sandbox.test'], hour: 18 });
    const view = openSection({ [LIST]: list([]), [ADD]: { status: 201, body: added } });
    expect(await screen.findByText('No scheduled reports yet', {}, LOAD)).toBeInTheDocument();
    const recipients = await screen.findByRole('group', { name: 'Recipients' }, LOAD);
    // The viewer and the active sub-users; an inactive one is not offered (the server would refuse it).
    await waitFor(() => expect(within(recipients).getAllByRole('checkbox')).toHaveLength(2), LOAD);
    expect(within(recipients).getByRole('checkbox', { name: 'merchant@sandbox.test' })).toBeInTheDocument();
    expect(within(recipients).queryByRole('checkbox', { name: 'gone@sandbox.test' })).not.toBeInTheDocument();
    expect(screen.getByText('In the time zone Europe/Berlin')).toBeInTheDocument();

    await view.user.click(screen.getByRole('combobox', { name: 'Frequency' }));
    await view.user.click(await screen.findByRole('option', { name: 'Monthly, on the 1st' }));
    await view.user.click(screen.getByRole('radio', { name: 'XLSX' }));
    await view.user.click(within(recipients).getByRole('checkbox', { name: 'ops@sandbox.test' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Hour' }));
    await view.user.click(await screen.findByRole('option', { name: '18:00' }));
    view.network.on(LIST, list([added]));
    await view.user.click(screen.getByRole('button', { name: 'Add schedule' }));
    await waitFor(() => expect(view.network.requests(ADD)).toHaveLength(1), LOAD);
    expect(view.network.requests(ADD)[0].body).toEqual({ frequency: 'monthly', format: 'xlsx', recipients: ['ops@sandbox.test'], hour: 18 });
    expect(await screen.findByText(`Schedule added: first run ${formatDateTime(added.nextRunAt)}`, {}, LOAD)).toBeInTheDocument();
    expect(await within(await grid()).findByText('Monthly, on the 1st', {}, LOAD)).toBeInTheDocument();
    // The form starts again.
    expect(within(screen.getByRole('group', { name: 'Recipients' })).getByRole('checkbox', { name: 'ops@sandbox.test' })).not.toBeChecked();
  });

  it('asks for a recipient before sending, and shows the server refusal over the button', async () => {
    const view = openSection({ [LIST]: list([]), [ADD]: fail(400, `recipients: ${REPORT_SCHEDULE_MESSAGES.notTeamMember}`) });
    await screen.findByText('No scheduled reports yet', {}, LOAD);
    await view.user.click(await screen.findByRole('button', { name: 'Add schedule' }, LOAD));
    expect(await screen.findByText('Choose at least one recipient.', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(ADD)).toHaveLength(0);

    await view.user.click(await screen.findByRole('checkbox', { name: 'ops@sandbox.test' }, LOAD));
    await view.user.click(screen.getByRole('button', { name: 'Add schedule' }));
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(`recipients: ${REPORT_SCHEDULE_MESSAGES.notTeamMember}`);
    expect(view.network.requests(ADD)[0].body).toEqual({ frequency: 'daily', format: 'csv', recipients: ['ops@sandbox.test'], hour: 8 });
    expect(screen.getByRole('checkbox', { name: 'ops@sandbox.test' })).toBeChecked();
  });

  it('offers a member without role management only their own email (the team list is not theirs to read)', async () => {
    const view = openSection({ [LIST]: list([]) }, USERS.ops);
    const recipients = await screen.findByRole('group', { name: 'Recipients' }, LOAD);
    await waitFor(() => expect(within(recipients).getByRole('checkbox', { name: 'ops@sandbox.test' })).toBeInTheDocument(), LOAD);
    expect(within(recipients).getAllByRole('checkbox')).toHaveLength(1);
    expect(view.network.requests('GET /subusers')).toHaveLength(0);
  });

  it('deletes a schedule with DELETE only after the confirmation', async () => {
    const DELETE = `DELETE /v2/report-schedules/${ID}`;
    const view = openSection({ [LIST]: list([schedule()]), [DELETE]: { status: 200, body: schedule() } });
    const table = await grid();
    const row = await within(table).findByText('Weekly, on Mondays', {}, LOAD).then((cell) => cell.closest('[role="row"]') as HTMLElement);
    await view.user.click(await within(row).findByRole('button', { name: 'Delete' }, LOAD));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByText('Delete this schedule?')).toBeInTheDocument();
    expect(within(dialog).getByText('The XLSX statement (Weekly, on Mondays) will no longer be emailed to merchant@sandbox.test, ops@sandbox.test.')).toBeInTheDocument();
    expect(view.network.requests(DELETE)).toHaveLength(0);
    view.network.on(LIST, list([]));
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.network.requests(DELETE)).toHaveLength(1), LOAD);
    expect(await screen.findByText('Schedule deleted', {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('No scheduled reports yet', {}, LOAD)).toBeInTheDocument();
  });

  it('lets every role add and delete: each holds transactions-view, the route rule (authProvider/access.spec.ts has the table)', async () => {
    for (const session of [USERS.finance, USERS.superops, USERS.ops]) {
      const view = openSection({ [LIST]: list([schedule()]) }, session);
      expect(await within(await grid()).findByRole('button', { name: 'Delete' }, LOAD), session.email).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add schedule' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it.each([
    ['404', { status: 404, body: { success: false, message: 'Route GET:/api/v2/report-schedules not found' } }],
    ['405', { status: 405, body: null }],
  ] as const)('is not there against a gateway without schedules (%s), the rest of the screen is', async (_, reply) => {
    const view = renderScreen(<ReportsPage />, { url: '/reports', session: USERS.merchant, routes: { [LIST]: reply as Handler } });
    await screen.findByRole('heading', { level: 1, name: 'Reports' }, LOAD);
    await waitFor(() => expect(view.network.requests(LIST)).toHaveLength(1), LOAD);
    // The statement's calm line (its own 404) comes after both calls were answered.
    expect(await screen.findByText('This gateway does not provide reports.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Scheduled reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add schedule' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeInTheDocument();
  });
});
