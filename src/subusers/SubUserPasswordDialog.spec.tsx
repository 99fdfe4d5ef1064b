import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../i18n';
import { subUser } from '../test/subUsers';
import { SubUserPasswordDialog } from './SubUserFormDialog';

function renderDialog() {
  const onSubmit = vi.fn((_password: string) => Promise.resolve());
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <SubUserPasswordDialog user={subUser()} onSubmit={onSubmit} onClose={() => undefined} />
    </AdminContext>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  return { onSubmit, user: userEvent.setup(), dialog, field: (label: RegExp) => within(dialog).getByLabelText(label) };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** The sub-user password dialog on react-admin's Form (issue 14): contract checkSubUserPassword's messages under the fields. */
describe('SubUserPasswordDialog', { timeout: 20_000 }, () => {
  it('refuses a password under 6 characters under New Password, keeps it, and sends the password once it is long enough', async () => {
    const view = renderDialog();
    expect(view.dialog).toHaveTextContent('Set a new password for Omar Nasser');
    type(view.field(/^New Password/), 'abcde');
    type(view.field(/^Confirm New Password/), 'abcde');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(view.field(/^New Password/)).toHaveAccessibleDescription('Password must be at least 6 characters long'));
    expect(view.onSubmit).not.toHaveBeenCalled();
    expect(view.field(/^New Password/)).toHaveValue('abcde');

    type(view.field(/^New Password/), 'abcdef');
    type(view.field(/^Confirm New Password/), 'abcdef');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(view.onSubmit).toHaveBeenCalledWith('abcdef'));
  });

  it('hints a mismatch as typed and refuses it with "Passwords do not match!" under the confirmation', async () => {
    const view = renderDialog();
    type(view.field(/^New Password/), 'abcdef');
    type(view.field(/^Confirm New Password/), 'abcdeg');
    expect(within(view.dialog).getByText('Passwords do not match!')).toHaveClass('Mui-error');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(view.field(/^Confirm New Password/)).toHaveAccessibleDescription('Passwords do not match!'));
    expect(view.onSubmit).not.toHaveBeenCalled();
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Show New Password' }));
    expect(view.field(/^New Password/)).toHaveAttribute('type', 'text');
  });
});
