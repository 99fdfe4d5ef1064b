import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { OWN_PASSWORD_MESSAGES } from '../../contract/auth';
import { fail, NETWORK_FAILURE, ok, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePasswordPage } from './ChangePasswordPage';
import { renderSettingsPart } from '../test/renderSettingsPart';

const CHANGE = 'PUT /auth/change-password';
const LOAD = { timeout: 8000 };

/** The whole App at /change-password: the route, the shell, the sign-out and the login page it leads to. */
function open(routes: Record<string, Handler> = {}) {
  return renderApp({ url: '/change-password', session: USERS.merchant, routes: { 'POST /auth/logout': ok(null), ...routes } });
}

/** The page alone (src/test/renderScreen.tsx), for what the form shows: the shell around it is open()'s. */
function openPage(routes: Record<string, Handler> = {}) {
  return renderScreen(<ChangePasswordPage />, { url: '/change-password', session: USERS.merchant, routes });
}

async function fill(view: { user: ReturnType<typeof open>['user'] }, values: { current?: string; next?: string; confirm?: string }) {
  await screen.findByRole('heading', { level: 1, name: 'Change Password' }, LOAD);
  const field = (label: string) => screen.getByLabelText(label);
  for (const [label, value] of [
    ['Current Password', values.current],
    ['New Password', values.next],
    ['Confirm New Password', values.confirm],
  ] as const) {
    await view.user.clear(field(label));
    if (value) {
      await view.user.click(field(label));
      await view.user.paste(value);
    }
  }
  await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordPage', { timeout: 20_000 }, () => {
  it.each([
    [{}, 'Current Password', OWN_PASSWORD_MESSAGES.currentRequired],
    [{ current: 'Old#2026a' }, 'New Password', OWN_PASSWORD_MESSAGES.newRequired],
    [{ current: 'Old#2026a', next: 'Ab1' }, 'New Password', OWN_PASSWORD_MESSAGES.tooShort],
    [{ current: 'Old#2026a', next: 'alllowercase1' }, 'New Password', OWN_PASSWORD_MESSAGES.weak],
    [{ current: 'Old#2026a', next: 'NewPass2026' }, 'Confirm New Password', OWN_PASSWORD_MESSAGES.confirmRequired],
    [{ current: 'Old#2026a', next: 'NewPass2026', confirm: 'NewPass2027' }, 'Confirm New Password', OWN_PASSWORD_MESSAGES.mismatch],
    [{ current: 'Same2026pass', next: 'Same2026pass', confirm: 'Same2026pass' }, 'New Password', OWN_PASSWORD_MESSAGES.sameAsCurrent],
  ])('refuses %j: "%s" says "%s" before calling the server', async (values, label, message) => {
    const view = openPage();
    await fill(view, values);
    // react-admin's validator display: the message under the field it is about.
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(view.network.requests(CHANGE)).toHaveLength(0);
  });

  it('on success shows the message and logs out after 1.2 s', async () => {
    const view = open({ [CHANGE]: ok(null, 'Password changed successfully') });
    await fill(view, { current: 'Sandbox#2026', next: 'NewPass2026', confirm: 'NewPass2026' });
    expect(await screen.findByText('Password changed successfully! Logging out...')).toBeInTheDocument();
    expect(view.network.requests(CHANGE)[0].body).toEqual({ currentPassword: 'Sandbox#2026', newPassword: 'NewPass2026' });
    expect(view.network.requests('POST /auth/logout')).toHaveLength(0);
    await waitFor(() => expect(view.network.requests('POST /auth/logout')).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(window.location.hash).toBe('#/'), { timeout: 3000 });
  });

  it('on success the form closes at once and the success panel shows for the 1.2 s before the logout', async () => {
    const view = open({ [CHANGE]: ok(null, 'Password changed successfully') });
    await screen.findByRole('heading', { level: 1, name: 'Change Password' }, LOAD);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const start = Date.now();
      await fill(view, { current: 'Sandbox#2026', next: 'NewPass2026', confirm: 'NewPass2026' });
      const panel = await screen.findByRole('status');
      expect(panel).toHaveTextContent('Password changed successfully! Logging out...');
      expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
      // Still there 1 ms before 1.2 s have passed since the click, and no logout yet.
      act(() => vi.advanceTimersByTime(Math.max(0, start + 1199 - Date.now())));
      expect(panel).toBeInTheDocument();
      expect(view.network.requests('POST /auth/logout')).toHaveLength(0);
      act(() => vi.advanceTimersByTime(1200));
      await waitFor(() => expect(view.network.requests('POST /auth/logout')).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [fail(400, 'Current password is incorrect'), 'Current password is incorrect'],
    [fail(400, 'current password invalid'), 'Current password is incorrect'],
    [NETWORK_FAILURE, 'Network error. Please check your connection and try again.'],
    [fail(400, 'newPassword: too similar'), 'newPassword: too similar'],
    [fail(500), 'Failed to change password. Please try again.'],
  ] as const)('maps a failure to the 001 section 8 message (%#)', async (reply, message) => {
    const view = openPage({ [CHANGE]: reply });
    await fill(view, { current: 'Sandbox#2026', next: 'NewPass2026', confirm: 'NewPass2026' });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('"Authentication failed" reads "Session expired. Please login again." and leads to the login after 2 s', async () => {
    const view = open({ [CHANGE]: fail(400, 'Authentication failed') });
    await fill(view, { current: 'Sandbox#2026', next: 'NewPass2026', confirm: 'NewPass2026' });
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/change-password');
    await waitFor(() => expect(window.location.hash).toBe('#/'), { timeout: 4000 });
  });

  it("a 401 reads 'Session expired. Please login again.', never the success panel, and the shell returns to the login after 2 s", async () => {
    const view = open({ [CHANGE]: fail(401, 'Authentication required. Please log in again.') });
    await fill(view, { current: 'Sandbox#2026', next: 'NewPass2026', confirm: 'NewPass2026' });
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/change-password');
    await waitFor(() => expect(window.location.hash).toBe('#/'), { timeout: 8000 });
    expect(screen.queryByText('Password changed successfully! Logging out...')).not.toBeInTheDocument();
    expect(view.network.requests('POST /auth/logout')).toHaveLength(1);
  });

  it('has show/hide toggles on each field', async () => {
    const view = openPage();
    await screen.findByRole('heading', { level: 1, name: 'Change Password' }, LOAD);
    await view.user.click(screen.getByRole('button', { name: 'Show New Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide New Password' })).toBeInTheDocument();
  });
});

/** The form on its own (issue 14: react-admin's Form): a server error leaves every field as typed. */
describe('ChangePasswordForm', { timeout: 20_000 }, () => {
  it('keeps what was typed after a server error, and sends the exact payload again', async () => {
    const view = renderSettingsPart(<ChangePasswordForm />, { routes: { [CHANGE]: fail(400, 'Current password is incorrect') } });
    const typed = { 'Current Password': 'Sandbox#2026', 'New Password': 'NewPass2026', 'Confirm New Password': 'NewPass2026' };
    for (const [label, value] of Object.entries(typed)) fireEvent.change(await screen.findByLabelText(label, {}, LOAD), { target: { value } });
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    for (const [label, value] of Object.entries(typed)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(view.network.requests(CHANGE)).toHaveLength(2));
    expect(view.network.requests(CHANGE).map((request) => request.body)).toEqual([
      { currentPassword: 'Sandbox#2026', newPassword: 'NewPass2026' },
      { currentPassword: 'Sandbox#2026', newPassword: 'NewPass2026' },
    ]);
  });
});
