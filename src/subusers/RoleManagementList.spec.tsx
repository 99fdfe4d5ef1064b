import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { RoleManagementPage } from './RoleManagementPage';
import { subUser } from '../test/subUsers';
import type { TestUser } from '../test/sessions';

const LIST = 'GET /subusers';
const LOAD = { timeout: 15_000 };

const TEAM = [
  subUser(),
  subUser({ _id: 'u-fin', name: 'Farid Haddad', email: 'finance@sandbox.test', role: 'sub_merchant' }),
  subUser({ _id: 'u-sup', name: 'Sofia Reyes', email: 'superops@sandbox.test', role: 'super_operation', status: 'blocked' }),
];

/** Twelve operation users, Member 12 down to Member 01 in the server's order: two pages of ten. */
const BIG_TEAM = Array.from({ length: 12 }, (_, index) => {
  const n = String(12 - index).padStart(2, '0');
  return subUser({ _id: `u-${n}`, name: `Member ${n}`, email: `member${n}@sandbox.test` });
});

function open(routes: Record<string, unknown> = {}, session: TestUser = USERS.merchant, url = '/role-management') {
  return renderApp({ url, session, routes: { [LIST]: ok(TEAM), ...(routes as object) } });
}

/** The screen alone (renderScreen, half the cost of the App), for the tests that do not leave it. */
function openScreen(routes: Record<string, unknown> = {}, session: TestUser = USERS.merchant) {
  return renderScreen(<RoleManagementPage />, { url: '/role-management', session, routes: { [LIST]: ok(TEAM), ...(routes as object) } });
}

const rowOf = async (name: string) => (await screen.findByRole('gridcell', { name }, LOAD)).closest('[role="row"]') as HTMLElement;
/** The Name column, top to bottom. */
const names = () => Array.from(document.querySelectorAll('[role="row"][data-id] [data-field="name"]'), (cell) => cell.textContent);
const grid = () => screen.getByRole('grid', { name: 'Role Management' });
const headers = () => within(grid()).getAllByRole('columnheader').map((cell) => cell.textContent);
const listParams = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

/** Role Management on react-admin's list controller (issue 14): URL state, column chooser, bulk status, undo. */
describe('Role Management list', { timeout: 90_000 }, () => {
  it('keeps search, sort and page in the URL; Back and a reload open the same rows', async () => {
    const view = open({ [LIST]: ok(BIG_TEAM) });
    await rowOf('Member 12');
    expect(names()).toHaveLength(10);

    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await rowOf('Member 01');
    expect(names()).toEqual(['Member 02', 'Member 01']);
    expect((await rowOf('Member 02')).querySelector('[data-field="sr_no"]')).toHaveTextContent('11');
    expect(listParams().get('page')).toBe('2');

    await view.user.click(within(within(grid()).getByRole('columnheader', { name: /^Name/ })).getByText('Name'));
    await waitFor(() => expect(listParams().get('sort')).toBe('name'));
    expect(listParams().get('page')).toBe('1');
    await waitFor(() => expect(names()[0]).toBe('Member 01'));

    await view.user.click(screen.getByLabelText('Search'));
    await view.user.paste('member1');
    await waitFor(() => expect(JSON.parse(listParams().get('filter') ?? '{}')).toEqual({ q: 'member1' }), LOAD);
    await waitFor(() => expect(names()).toEqual(['Member 10', 'Member 11', 'Member 12']));

    // Another page (a light one: the dashboard's chunks would load in this test), then Back: the same view again.
    act(() => {
      window.location.hash = '#/permission-demo';
    });
    await screen.findByRole('heading', { level: 1, name: 'Permission Demo' }, LOAD);
    act(() => window.history.back());
    await rowOf('Member 10');
    await waitFor(() => expect(names()).toEqual(['Member 10', 'Member 11', 'Member 12']));
    expect(screen.getByLabelText('Search')).toHaveValue('member1');

    // A reload: the app starts again at the same address and shows the same view.
    const address = window.location.hash.slice(1);
    cleanup();
    open({ [LIST]: ok(BIG_TEAM) }, USERS.merchant, address);
    await rowOf('Member 10');
    expect(names()).toEqual(['Member 10', 'Member 11', 'Member 12']);
    expect(listParams().get('sort')).toBe('name');
    expect(screen.getByLabelText('Search')).toHaveValue('member1');
  });

  it('names the role and status filter choices as the screen names roles and statuses', async () => {
    const view = openScreen();
    await rowOf('Farid Haddad');
    await view.user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Operation', 'Super Operation', 'Finance Role']);
    await view.user.keyboard('{Escape}');
    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Active', 'Inactive', 'Blocked']);
  });

  it('undoes giving access back: nothing is sent and the old status shows again', async () => {
    const view = openScreen({ 'PATCH /subusers/u-sup/status': ok(null) });
    const row = await rowOf('Sofia Reyes');
    await view.user.click(within(row).getByRole('combobox', { name: 'Status of Sofia Reyes' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(screen.getByRole('option', { name: 'Active' }));
    expect(within(row).getByRole('combobox', { name: 'Status of Sofia Reyes' })).toHaveTextContent('Active');
    await view.user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(row).getByRole('combobox', { name: 'Status of Sofia Reyes' })).toHaveTextContent('Blocked'));
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(screen.queryByText('Status updated successfully!')).not.toBeInTheDocument());
    expect(view.network.requests('PATCH /subusers/u-sup/status')).toHaveLength(0);
  });

  it('keeps the bulk buttons out of reach until a row is selected; each row checkbox is named on its input (issue 30)', async () => {
    const view = openScreen();
    const checkbox = within(await rowOf('Omar Nasser')).getByRole('checkbox', { name: 'Select row' });
    expect(checkbox.tagName).toBe('INPUT');
    expect(screen.queryByRole('button', { name: 'Set status' })).not.toBeInTheDocument();
    await view.user.click(checkbox);
    expect(screen.getByRole('button', { name: 'Set status' })).toBeVisible();
  });

  it('deactivates several sub-users after a confirmation naming the count, sent at once; Undo sends each former status back; the column chooser hides a column', async () => {
    const view = openScreen({ 'PATCH /subusers/u-ops/status': ok(null), 'PATCH /subusers/u-sup/status': ok(null) });
    await view.user.click(within(await rowOf('Omar Nasser')).getByRole('checkbox'));
    await view.user.click(within(await rowOf('Sofia Reyes')).getByRole('checkbox'));
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Set status' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Inactive' }));
    const confirm = screen.getByRole('dialog', { name: 'Change status' });
    expect(confirm).toHaveTextContent('Set the status of 2 sub-users to Inactive?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change status' })).not.toBeInTheDocument());

    await view.user.click(screen.getByRole('button', { name: 'Set status' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Inactive' }));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Change status' })).getByRole('button', { name: 'Confirm' }));
    const sent = (id: string) => view.network.requests(`PATCH /subusers/${id}/status`);
    // Taking access away goes out at once, before the toast could close.
    await waitFor(() => expect([sent('u-ops'), sent('u-sup')].map((calls) => calls.map((call) => call.body))).toEqual([[{ status: 'inactive' }], [{ status: 'inactive' }]]));
    expect(await screen.findByText('Status updated successfully!')).toBeInTheDocument();
    const sofia = await rowOf('Sofia Reyes');
    await waitFor(() => expect(within(sofia).getByRole('combobox', { name: 'Status of Sofia Reyes' })).toHaveTextContent('Inactive'));
    expect(sent('u-fin')).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent('u-sup')).toHaveLength(2));
    await waitFor(() => expect(sent('u-ops')).toHaveLength(2));
    expect(sent('u-ops')[1].body).toEqual({ status: 'active' });
    expect(sent('u-sup')[1].body).toEqual({ status: 'blocked' });
    await waitFor(() => expect(within(sofia).getByRole('combobox', { name: 'Status of Sofia Reyes' })).toHaveTextContent('Blocked'));

    // The column chooser hides a column.
    expect(headers()).toContain('Email');
    await view.user.click(screen.getByRole('button', { name: 'Columns' }));
    await view.user.click(await screen.findByRole('checkbox', { name: 'Email' }));
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).not.toContain('Email'));
    expect(headers()).toContain('Name');
  });

  it('refuses the rows a sub-user may not touch: they cannot be selected, and select-all leaves them out', async () => {
    const view = openScreen({ 'PATCH /subusers/u-ops/status': ok(null), 'PATCH /subusers/u-sup/status': ok(null) }, USERS.finance);
    expect(within(await rowOf('Farid Haddad')).getByRole('checkbox')).not.toBeChecked();
    await view.user.click(within(screen.getAllByRole('row')[0]).getByRole('checkbox'));
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    expect(within(await rowOf('Farid Haddad')).getByRole('checkbox')).not.toBeChecked();
    expect(within(await rowOf('Farid Haddad')).getByRole('checkbox')).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Set status' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Blocked' }));
    expect(screen.getByRole('dialog', { name: 'Change status' })).toHaveTextContent('Set the status of 2 sub-users to Blocked?');
  });
});
