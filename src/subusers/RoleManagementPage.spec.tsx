import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, ok, pending, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { RoleManagementPage } from './RoleManagementPage';
import { subUser } from '../test/subUsers';
import type { TestUser } from '../test/sessions';

const LIST = 'GET /subusers';
const LOAD = { timeout: 15_000 };

const TEAM = [
  subUser(),
  subUser({ _id: 'u-fin', name: 'Farid Haddad', email: 'finance@sandbox.test', role: 'sub_merchant', enabled2FA: 'true', type2FA: 'EMAIL' }),
  subUser({ _id: 'u-sup', name: 'Sofia Reyes', email: 'superops@sandbox.test', role: 'super_operation', status: 'blocked' }),
];

/** The screen alone (renderScreen, half the cost of the App); the route's gate is tested with renderApp. */
function open(routes: Record<string, Handler> = {}, session: TestUser = USERS.merchant) {
  return renderScreen(<RoleManagementPage />, { url: '/role-management', session, routes: { [LIST]: ok(TEAM), ...routes } });
}

/**
 * Moves the fake clock to 1 ms before `delay` has passed since `start`: the last moment before a
 * timer started after `start` may fire, however long a loaded machine took to get here.
 */
function advanceToJustBefore(start: number, delay: number) {
  act(() => vi.advanceTimersByTime(Math.max(0, start + delay - 1 - Date.now())));
}

/** The grid's row (or a phone's card) of the user with this name. */
async function rowOf(name: string) {
  const cell = await screen.findByRole('gridcell', { name }, LOAD);
  return cell.closest('[role="row"]') as HTMLElement;
}

describe('RoleManagementPage', { timeout: 45_000 }, () => {
  it('shows the loading state', async () => {
    open({ [LIST]: () => pending() });
    expect(await screen.findByText('Loading users...', {}, LOAD)).toBeInTheDocument();
  });

  it('toasts the fetch failure at the top right, offers Try Again, then lists the team with every column of 001 section 2.7', async () => {
    const view = open({ [LIST]: fail(500) });
    await waitFor(() => expect(screen.getAllByText('Failed to fetch sub-users')).toHaveLength(2), LOAD);
    const toast = screen.getAllByText('Failed to fetch sub-users').find((element) => element.closest('.MuiSnackbar-root'));
    expect(toast?.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    view.network.on(LIST, ok(TEAM));
    await view.user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Role Management' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Role Management' }, LOAD);
    const headers = within(grid).getAllByRole('columnheader').map((cell) => cell.textContent);
    // The first column holds the bulk selection's checkboxes (issue 14).
    expect(headers).toEqual(['', 'Sr. No.', 'Name', 'Email', 'Role', 'Status', 'Created Date', 'Actions']);
    const ops = await rowOf('Omar Nasser');
    expect(ops).toHaveTextContent('1');
    expect(ops).toHaveTextContent('Operation');
    expect(ops).toHaveTextContent('2026');
    expect(await rowOf('Farid Haddad')).toHaveTextContent('Finance Role');
    expect(within(await rowOf('Sofia Reyes')).getByRole('combobox', { name: 'Status of Sofia Reyes' })).toHaveTextContent('Blocked');
    expect(screen.queryByText(/signed in as a sub-user/)).not.toBeInTheDocument();
  });

  it('adds a sub-user: the red mismatch hint, the 001 section 5 messages, default role operation, "Failed to save sub-user" on a failure without a message, then the toast', async () => {
    const view = open({ 'POST /subusers': fail(500) });
    await view.user.click(await screen.findByRole('button', { name: 'Add Sub-user' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Add Sub-user' });
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveTextContent('Operation');
    // The main merchant may give all three roles.
    await view.user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Operation', 'Super Operation', 'Finance Role']);
    await view.user.click(screen.getByRole('option', { name: 'Operation' }));

    await view.user.click(within(dialog).getByLabelText(/Full Name/));
    await view.user.paste('New Person');
    await view.user.click(within(dialog).getByLabelText(/Email Address/));
    await view.user.paste('new@sandbox.test');
    await view.user.type(within(dialog).getByLabelText(/^Password/), 'abc');
    await view.user.type(within(dialog).getByLabelText(/^Confirm Password/), 'abd');
    expect(within(dialog).getByText('Passwords do not match!')).toHaveClass('Mui-error');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription('Passwords do not match!'));

    await view.user.clear(within(dialog).getByLabelText(/^Confirm Password/));
    await view.user.type(within(dialog).getByLabelText(/^Confirm Password/), 'abc');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('Password must be at least 6 characters long'));
    expect(view.network.requests('POST /subusers')).toHaveLength(0);

    await view.user.click(within(dialog).getByRole('button', { name: 'Show Password' }));
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await view.user.type(within(dialog).getByLabelText(/^Password/), 'def');
    await view.user.type(within(dialog).getByLabelText(/^Confirm Password/), 'def');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Failed to save sub-user')).toBeInTheDocument();
    expect(view.network.requests('POST /subusers')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add Sub-user' })).toBeInTheDocument();

    view.network.on('POST /subusers', ok({}, 'User created successfully!'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    expect(view.network.requests('POST /subusers')[1].body).toEqual({ name: 'New Person', email: 'new@sandbox.test', role: 'operation', password: 'abcdef' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Sub-user' })).not.toBeInTheDocument());
    expect(view.network.requests(LIST).length).toBeGreaterThan(1);
  });

  it('changes a password in a modal naming the user (the rules, the fallback on a failure); edits name, email and role only (the fallback, then the server message on failure)', async () => {
    const PUT = 'PUT /subusers/u-ops';
    const view = open({ [PUT]: fail(500) });
    await view.user.click(await screen.findByRole('button', { name: 'Password Omar Nasser' }, LOAD));
    const password = screen.getByRole('dialog', { name: 'Change Password' });
    expect(password).toHaveTextContent('Set a new password for Omar Nasser');
    await view.user.type(within(password).getByLabelText(/^New Password/), 'abcdef');
    await view.user.type(within(password).getByLabelText(/^Confirm New Password/), 'abcdeg');
    expect(within(password).getByText('Passwords do not match!')).toBeInTheDocument();
    await view.user.click(within(password).getByRole('button', { name: 'Update Password' }));
    expect(view.network.requests(PUT)).toHaveLength(0);
    await view.user.clear(within(password).getByLabelText(/^Confirm New Password/));
    await view.user.type(within(password).getByLabelText(/^Confirm New Password/), 'abcdef');
    await view.user.click(within(password).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Failed to update password')).toBeInTheDocument();

    view.network.on(PUT, ok(null));
    await view.user.click(within(password).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(view.network.requests(PUT).map((request) => request.body)).toEqual([{ password: 'abcdef' }, { password: 'abcdef' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument());

    view.network.on(PUT, fail(500));
    await view.user.click(await screen.findByRole('button', { name: 'Edit Omar Nasser' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Sub-user' });
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    await view.user.clear(within(dialog).getByLabelText(/Full Name/));
    await view.user.paste('Omar N');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save sub-user')).toBeInTheDocument();
    expect(view.network.requests(PUT)).toHaveLength(3);

    view.network.on(PUT, fail(409, 'Email already exists'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();

    view.network.on(PUT, ok(null));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(view.network.requests(PUT)[4].body).toEqual({ name: 'Omar N', email: 'ops@sandbox.test', role: 'operation' });
  });

  it('falls back to "Failed to update status" with no success claimed; blocks at once, not after the undo window, and Undo sends the former status back', async () => {
    const view = open({ 'PATCH /subusers/u-ops/status': fail(500) });
    const row = await rowOf('Omar Nasser');
    const status = () => within(row).getByRole('combobox', { name: 'Status of Omar Nasser' });
    const sent = () => view.network.requests('PATCH /subusers/u-ops/status');
    await view.user.click(status());
    await view.user.click(screen.getByRole('option', { name: 'Inactive' }));
    const failed = (await screen.findByText('Failed to update status')).closest('[role="alert"]') as HTMLElement;
    expect(screen.queryByText('Status updated successfully!')).not.toBeInTheDocument();
    expect(sent()).toHaveLength(1);
    // The status the server kept shows again.
    await waitFor(() => expect(status()).toHaveTextContent('Active'));
    await view.user.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Failed to update status')).not.toBeInTheDocument());

    view.network.on('PATCH /subusers/u-ops/status', ok(null));
    await view.user.click(status());
    await view.user.click(screen.getByRole('option', { name: 'Blocked' }));
    // Taking access away reaches the server at once: no window in which the user can still sign in.
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1].body).toEqual({ status: 'blocked' });
    const toast = await screen.findByText('Status updated successfully!');
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    await waitFor(() => expect(status()).toHaveTextContent('Blocked'));

    await view.user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2].body).toEqual({ status: 'active' });
    await waitFor(() => expect(status()).toHaveTextContent('Active'));
  });

  it('enables Delete 2FA only for users with 2FA and asks first; asks before Delete, falls back to "Failed to delete sub-user", then deletes', async () => {
    const view = open({ 'DELETE /subusers/2fa/u-fin': ok(null), 'DELETE /subusers/u-ops': fail(500) });
    expect(await screen.findByRole('button', { name: 'Delete 2FA Omar Nasser' }, LOAD)).toBeDisabled();
    await view.user.click(await screen.findByRole('button', { name: 'Delete 2FA Farid Haddad' }));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Delete 2FA' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(view.network.requests('DELETE /subusers/2fa/u-fin')).toHaveLength(1);

    await view.user.click(await screen.findByRole('button', { name: 'Delete Omar Nasser' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete user' });
    expect(confirm).toHaveTextContent('Delete Omar Nasser?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(view.network.requests('DELETE /subusers/u-ops')).toHaveLength(0);

    await view.user.click(await screen.findByRole('button', { name: 'Delete Omar Nasser' }));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Delete user' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete sub-user')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('User deleted successfully!')).not.toBeInTheDocument());

    view.network.on('DELETE /subusers/u-ops', ok(null));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Delete user' })).getByRole('button', { name: 'Confirm' }));
    // Not undoable: the request went out on Confirm, and the toast offers no Undo.
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(view.network.requests('DELETE /subusers/u-ops')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('manages 2FA in a modal: status, enable email or authenticator, disable after a confirmation', async () => {
    const view = open({ 'POST /subusers/u-ops/toggle-2fa': ok(null, 'Two-factor authentication enabled; pending verification by the user') });
    await view.user.click(await screen.findByRole('button', { name: '2FA Omar Nasser' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Two-Factor Authentication' });
    expect(within(dialog).getByRole('row', { name: 'Enabled No' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'Verified Pending' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Disable 2FA' })).not.toBeInTheDocument();
    view.network.on(LIST, ok([subUser({ enabled2FA: 'true', type2FA: 'GOOGLE_AUTH' }), ...TEAM.slice(1)]));
    await view.user.click(within(dialog).getByRole('button', { name: 'Enable Google Authenticator' }));
    expect(view.network.requests('POST /subusers/u-ops/toggle-2fa')[0].body).toEqual({ enable: 'true', type2FA: 'GOOGLE_AUTH' });
    expect(await screen.findByText('Two-factor authentication enabled; pending verification by the user')).toBeInTheDocument();
    expect(await within(dialog).findByRole('row', { name: 'Type Google Authenticator' })).toBeInTheDocument();
    view.network.on('POST /subusers/u-ops/toggle-2fa', fail(500));
    // Disable 2FA asks first, like Delete 2FA; Cancel sends nothing.
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    const ask = await screen.findByRole('dialog', { name: 'Disable 2FA' });
    expect(ask).toHaveTextContent('Turn off two-factor authentication for Omar Nasser?');
    await view.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable 2FA' })).not.toBeInTheDocument());
    expect(view.network.requests('POST /subusers/u-ops/toggle-2fa')).toHaveLength(1);
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Disable 2FA' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to toggle 2FA')).toBeInTheDocument();
    expect(view.network.requests('POST /subusers/u-ops/toggle-2fa')[1].body).toEqual({ enable: 'false' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable 2FA' })).not.toBeInTheDocument());
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives access back undoably: the toast closes after 3 seconds and only then is the change sent', async () => {
    const view = open({ 'PATCH /subusers/u-sup/status': ok(null) });
    const row = await rowOf('Sofia Reyes');
    await view.user.click(within(row).getByRole('combobox', { name: 'Status of Sofia Reyes' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    await view.user.click(screen.getByRole('option', { name: 'Active' }));
    const toast = await screen.findByText('Status updated successfully!');
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    expect(within(row).getByRole('combobox', { name: 'Status of Sofia Reyes' })).toHaveTextContent('Active');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    advanceToJustBefore(start, 3000);
    expect(toast).toBeVisible();
    expect(view.network.requests('PATCH /subusers/u-sup/status')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(3000));
    // After the 3 s the toast leaves through its exit transition, and the change goes out.
    await waitFor(() => expect(screen.queryByText('Status updated successfully!')).not.toBeInTheDocument());
    await waitFor(() => expect(view.network.requests('PATCH /subusers/u-sup/status')).toHaveLength(1));
    expect(view.network.requests('PATCH /subusers/u-sup/status')[0].body).toEqual({ status: 'active' });
  });

  it('shows the sub-user banner to the Finance Role, no Password action, and only the roles below its own', async () => {
    const view = open({}, USERS.finance);
    expect(await screen.findByText(/signed in as a sub-user/, {}, LOAD)).toBeInTheDocument();
    const ops = await rowOf('Omar Nasser');
    // The row's actions show once authProvider.canAccess has answered for each of them.
    expect(await within(ops).findByRole('button', { name: 'Edit Omar Nasser' })).toBeInTheDocument();
    expect(await within(ops).findByRole('button', { name: 'Delete Omar Nasser' })).toBeInTheDocument();
    expect(within(ops).queryByRole('button', { name: 'Password Omar Nasser' })).not.toBeInTheDocument();
    const peer = await rowOf('Farid Haddad');
    expect(within(peer).queryByRole('button')).not.toBeInTheDocument();
    expect(within(peer).getByRole('combobox', { name: 'Status of Farid Haddad' })).toHaveAttribute('aria-disabled', 'true');

    await view.user.click(await screen.findByRole('button', { name: 'Add Sub-user' }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: /Role/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Operation', 'Super Operation']);
    await view.user.keyboard('{Escape}');
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is denied to roles without role-management', async () => {
    renderApp({ url: '/role-management', session: USERS.ops });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, LOAD)).toBeInTheDocument();
  });
});
