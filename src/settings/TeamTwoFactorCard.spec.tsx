import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, ok, type Handler } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { emulatePhone, factsOf } from '../test/phone';
import { renderScreen } from '../test/renderScreen';
import { SettingsPage } from './SettingsPage';
import { subUser } from '../test/subUsers';
import type { TestUser } from '../test/sessions';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const TEAM_LIST = 'GET /subusers';
const TOGGLE = 'POST /subusers/u-ops/toggle-2fa';
const LOAD = { timeout: 8000 };

const TEAM = [
  subUser(),
  subUser({ _id: 'u-fin', name: 'Farid Haddad', email: 'finance@sandbox.test', role: 'sub_merchant', enabled2FA: 'true', type2FA: 'EMAIL', verified2FA: 'true' }),
  subUser({ _id: 'u-sup', name: 'Sofia Reyes', email: 'superops@sandbox.test', role: 'super_operation', enabled2FA: 'true', type2FA: 'GOOGLE_AUTH' }),
];

async function openSecurity(routes: Record<string, Handler> = {}, session: TestUser = USERS.merchant) {
  const view = renderScreen(<SettingsPage />, {
    url: '/settings',
    session,
    routes: { [`GET /merchant/${USER_ID}`]: ok({ _id: USER_ID, name: 'Main Merchant' }), [TEAM_LIST]: ok(TEAM), ...routes },
  });
  await view.user.click(await screen.findByRole('tab', { name: 'Security' }, LOAD));
  return view;
}

/** Moves the fake clock to 1 ms before `delay` has passed since `start`. */
function advanceToJustBefore(start: number, delay: number) {
  act(() => vi.advanceTimersByTime(Math.max(0, start + delay - 1 - Date.now())));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Settings › Security › Team two-factor', { timeout: 20_000 }, () => {
  it("lists the team's two-factor state for the main merchant", async () => {
    await openSecurity();
    const table = await screen.findByRole('grid', { name: 'Team two-factor' }, LOAD);
    expect(await within(table).findByRole('row', { name: /Omar Nasser Operation No/ }, LOAD)).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Farid Haddad Finance Role Email Manage/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Sofia Reyes Super Operation Google Authenticator \(Pending\)/ })).toBeInTheDocument();
  });

  it('shows each member as a card on a phone, its facts named as the columns, with Manage 2FA', async () => {
    const restore = emulatePhone();
    try {
      const view = await openSecurity();
      const card = await screen.findByRole('article', { name: 'Sofia Reyes' }, LOAD);
      expect(factsOf(card)).toEqual([
        ['Name', 'Sofia Reyes'],
        ['Role', 'Super Operation'],
        ['2FA', 'Google Authenticator (Pending)'],
      ]);
      expect(screen.getAllByRole('article').map((member) => member.getAttribute('aria-label'))).toEqual(['Omar Nasser', 'Farid Haddad', 'Sofia Reyes']);
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      await view.user.click(within(card).getByRole('button', { name: 'Manage 2FA of Sofia Reyes' }));
      expect(screen.getByRole('dialog', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('opens the Role Management 2FA dialog; its toast closes after 2 s (001 section 9), not 3 s or 5 s', async () => {
    const view = await openSecurity({ [TOGGLE]: ok(null, 'Two-factor authentication enabled; pending verification by the user') });
    await view.user.click(await screen.findByRole('button', { name: 'Manage 2FA of Omar Nasser' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Two-Factor Authentication' });
    view.network.on(TEAM_LIST, ok([subUser({ enabled2FA: 'true', type2FA: 'EMAIL' }), ...TEAM.slice(1)]));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    await view.user.click(within(dialog).getByRole('button', { name: 'Enable Email 2FA' }));
    const toast = await screen.findByText('Two-factor authentication enabled; pending verification by the user');
    expect(view.network.requests(TOGGLE)[0].body).toEqual({ enable: 'true', type2FA: 'EMAIL' });
    // The dialog and the card follow the reloaded team.
    expect(await within(dialog).findByRole('row', { name: 'Type Email' })).toBeInTheDocument();
    advanceToJustBefore(start, 2000);
    expect(toast).toBeVisible();
    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByText('Two-factor authentication enabled; pending verification by the user')).not.toBeInTheDocument());
  });

  it("a failed toggle says 'Failed to toggle 2FA' for 2 s", async () => {
    const view = await openSecurity({ [TOGGLE]: fail(500) });
    await view.user.click(await screen.findByRole('button', { name: 'Manage 2FA of Omar Nasser' }, LOAD));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    await view.user.click(within(screen.getByRole('dialog', { name: 'Two-Factor Authentication' })).getByRole('button', { name: 'Enable Google Authenticator' }));
    const toast = await screen.findByText('Failed to toggle 2FA');
    advanceToJustBefore(start, 2000);
    expect(toast).toBeVisible();
    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByText('Failed to toggle 2FA')).not.toBeInTheDocument());
  });

  it('shows the Finance Role only the roles below its own, and nothing to a user without role-management', async () => {
    const finance = await openSecurity({}, USERS.finance);
    const table = await screen.findByRole('grid', { name: 'Team two-factor' }, LOAD);
    expect(await within(table).findByText('Omar Nasser', {}, LOAD)).toBeInTheDocument();
    expect(within(table).queryByText('Farid Haddad')).not.toBeInTheDocument();
    finance.unmount();
    const ops = await openSecurity({}, USERS.ops);
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team two-factor' })).not.toBeInTheDocument();
    expect(ops.network.requests(TEAM_LIST)).toHaveLength(0);
  });
});
