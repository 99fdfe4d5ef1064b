import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { SUB_USER_ROLES, type SubUserRole } from '../../contract/permissions';
import type { SubUser } from '../../contract/subusers';
import { i18nProvider } from '../i18n';
import { subUser } from '../test/subUsers';
import { SubUserFormDialog } from './SubUserFormDialog';

/** The dialog alone on react-admin's Form; onSubmit receives what Role Management would send. */
function renderDialog(user: SubUser | null, roles: readonly SubUserRole[] = SUB_USER_ROLES) {
  const onSubmit = vi.fn(() => Promise.resolve());
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <SubUserFormDialog user={user} roles={roles} onSubmit={onSubmit} onClose={() => undefined} />
    </AdminContext>,
  );
  return { onSubmit, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Add/Edit sub-user on react-admin's Form (issue 14): the spec's messages under each field, the exact payload. */
describe('SubUserFormDialog', { timeout: 20_000 }, () => {
  it('names every missing required field under it and sends nothing', async () => {
    const view = renderDialog(null);
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(within(view.dialog).getByLabelText(/^Full Name/)).toHaveAccessibleDescription('Full Name is required'));
    expect(within(view.dialog).getByLabelText(/^Email Address/)).toHaveAccessibleDescription('Email Address is required');
    expect(within(view.dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    expect(within(view.dialog).getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription('Confirm Password is required');
    expect(view.onSubmit).not.toHaveBeenCalled();
  });

  it('hints a mismatch as typed, refuses it and then a short password with the spec messages, keeping every value, then sends the exact payload', async () => {
    const view = renderDialog(null);
    const field = (label: RegExp) => within(view.dialog).getByLabelText(label);
    expect(within(view.dialog).getByRole('combobox', { name: /Role/ })).toHaveTextContent('Operation');
    type(field(/^Full Name/), '  New Person ');
    type(field(/^Email Address/), 'new@sandbox.test');
    type(field(/^Password/), 'abc');
    type(field(/^Confirm Password/), 'abd');
    expect(within(view.dialog).getByText('Passwords do not match!')).toHaveClass('Mui-error');

    await view.user.click(within(view.dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(field(/^Confirm Password/)).toHaveAccessibleDescription('Passwords do not match!'));
    expect(field(/^Password/)).not.toHaveAccessibleDescription(expect.stringContaining('6 characters'));

    type(field(/^Confirm Password/), 'abc');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(field(/^Password/)).toHaveAccessibleDescription('Password must be at least 6 characters long'));
    expect(view.onSubmit).not.toHaveBeenCalled();
    expect(field(/^Full Name/)).toHaveValue('  New Person ');
    expect(field(/^Email Address/)).toHaveValue('new@sandbox.test');
    expect(field(/^Confirm Password/)).toHaveValue('abc');

    await view.user.click(within(view.dialog).getByRole('combobox', { name: /Role/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Finance Role' }));
    type(field(/^Password/), 'abcdef');
    type(field(/^Confirm Password/), 'abcdef');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(view.onSubmit).toHaveBeenCalledTimes(1));
    expect(view.onSubmit).toHaveBeenCalledWith({ name: 'New Person', email: 'new@sandbox.test', role: 'sub_merchant', password: 'abcdef' });
  });

  it('edits name, email and role only, offers only the roles given, and is disabled while it sends', async () => {
    let finish = () => undefined as void;
    const view = renderDialog(subUser(), ['operation', 'super_operation']);
    view.onSubmit.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(within(view.dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    await view.user.click(within(view.dialog).getByRole('combobox', { name: /Role/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Operation', 'Super Operation']);
    await view.user.click(screen.getByRole('option', { name: 'Super Operation' }));
    type(within(view.dialog).getByLabelText(/^Full Name/), 'Omar N');
    const save = within(view.dialog).getByRole('button', { name: 'Save Changes' });
    await view.user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(view.onSubmit).toHaveBeenCalledWith({ name: 'Omar N', email: 'ops@sandbox.test', role: 'super_operation' });
    finish();
    await waitFor(() => expect(save).toBeEnabled());
  });
});
