import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ok } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { SettingsPage } from './SettingsPage';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const PROFILE = `GET /merchant/${USER_ID}`;
const IPS = `GET /ip-whitelist/${USER_ID}`;
const ADD_IP = `POST /ip-whitelist/${USER_ID}/add`;
const LOAD = { timeout: 8000 };

const profile = { userId: USER_ID, email: 'merchant@example.test', name: 'Merchant', logo: null };

function open(routes = {}) {
  const view = renderScreen(<SettingsPage />, { url: '/settings', session: USERS.merchant, routes: { [PROFILE]: ok(profile), [IPS]: ok([]), ...routes } });
  return { view, go: async (tab: string) => view.user.click(await screen.findByRole('tab', { name: tab }, LOAD)) };
}

/** Settings strings of 001 sections 2.8 and 9 that no other test shows on screen. */
describe('Settings messages', { timeout: 20_000 }, () => {
  it('Profile: the logo hint recommends 500x500', async () => {
    const { go } = open();
    await go('Profile');
    expect(await screen.findByText(/500x500 recommended/, {}, LOAD)).toBeInTheDocument();
  });

  it("IP Restriction: says 'Failed to add server IP' when adding fails without a message", async () => {
    const { view, go } = open({ [ADD_IP]: { status: 500, body: { success: false } } });
    await go('IP Restriction');
    await view.user.type(await screen.findByLabelText('Server IP address', {}, LOAD), '203.0.113.7');
    await view.user.click(screen.getByRole('button', { name: 'Add IP' }));
    expect(await screen.findByText('Failed to add server IP', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(ADD_IP)).toHaveLength(1);
  });
});
