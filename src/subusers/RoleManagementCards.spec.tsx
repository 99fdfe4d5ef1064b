import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { RoleManagementPage } from './RoleManagementPage';
import { subUser } from '../test/subUsers';
import type { TestUser } from '../test/sessions';
import { emulatePhone } from '../test/phone';

const LOAD = { timeout: 15_000 };

const TEAM = [
  subUser(),
  subUser({ _id: 'u-fin', name: 'Farid Haddad', email: 'finance@sandbox.test', role: 'sub_merchant', enabled2FA: 'true', type2FA: 'EMAIL' }),
  subUser({ _id: 'u-sup', name: 'Sofia Reyes', email: 'superops@sandbox.test', role: 'super_operation', status: 'blocked' }),
];

let restoreMatchMedia: () => void;

beforeEach(() => {
  restoreMatchMedia = emulatePhone();
});
afterEach(() => restoreMatchMedia());

function open(routes: Record<string, unknown> = {}, session: TestUser = USERS.merchant) {
  return renderScreen(<RoleManagementPage />, { url: '/role-management', session, routes: { 'GET /subusers': ok(TEAM), ...(routes as object) } });
}

const cardOf = (name: string) => screen.findByRole('listitem', { name }, LOAD);

/** Role Management on a phone (issue 27): a card per sub-user, with every column and action of a row. */
describe('Role Management cards', { timeout: 30_000 }, () => {
  it('shows each sub-user as a card with its email, role, status and actions, and no table or column chooser', async () => {
    open();
    const omar = await cardOf('Omar Nasser');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(omar).toHaveTextContent('ops@sandbox.test');
    expect(omar).toHaveTextContent('Operation');
    expect(omar).toHaveTextContent('2026');
    expect(within(omar).getByRole('combobox', { name: 'Status of Omar Nasser' })).toHaveTextContent('Active');
    for (const action of ['Edit', 'Password', '2FA', 'Delete 2FA', 'Delete']) {
      expect(await within(omar).findByRole('button', { name: `${action} Omar Nasser` })).toBeInTheDocument();
    }
    expect(await within(await cardOf('Farid Haddad')).findByRole('button', { name: 'Delete 2FA Farid Haddad' })).toBeEnabled();
  });

  it('deletes from a card after the confirmation', async () => {
    const view = open({ 'DELETE /subusers/u-ops': ok(null) });
    await view.user.click(await within(await cardOf('Omar Nasser')).findByRole('button', { name: 'Delete Omar Nasser' }));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Delete user' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(view.network.requests('DELETE /subusers/u-ops')).toHaveLength(1);
  });

  it('selects cards for the bulk status, except the users the signed-in user may not change', async () => {
    const view = open({}, USERS.finance);
    const select = (card: HTMLElement) => within(card).getByRole('checkbox', { name: 'Select this row' });
    expect(select(await cardOf('Farid Haddad'))).toBeDisabled();
    await view.user.click(select(await cardOf('Omar Nasser')));
    await view.user.click(select(await cardOf('Sofia Reyes')));
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Set status' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Blocked' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Change status' })).toHaveTextContent('Set the status of 2 sub-users to Blocked?'));
  });
});
