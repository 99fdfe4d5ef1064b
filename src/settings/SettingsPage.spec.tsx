import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MerchantProfile } from '../../contract/credentials';
import { ipEntry } from '../test/ipWhitelist';
import { fail, ok, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import type { TestUser } from '../test/sessions';
import { SettingsPage } from './SettingsPage';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const PROFILE = `GET /merchant/${USER_ID}`;
const SAVE = 'PUT /merchant/profile';
const IPS = `GET /ip-whitelist/${USER_ID}`;
const ADD_IP = `POST /ip-whitelist/${USER_ID}/add`;
const UPDATE_IP = `POST /ip-whitelist/${USER_ID}/update`;
const LOAD = { timeout: 8000 };

const profile: MerchantProfile = {
  _id: USER_ID,
  userId: USER_ID,
  merchantId: USER_ID,
  name: 'Main Merchant',
  email: 'merchant@sandbox.test',
  companyName: 'Acme',
  licenceNo: null,
  phoneNo: null,
  country: 'Malta',
  logo: null,
  autoWithdraw: false,
  autoPayout: false,
  maxAutoWithdrawAmount: 100,
  transactionTimer: 10,
};


/**
 * The screen alone (renderScreen, half the cost of the App); `app` opens the whole App, whose shell
 * grants sound on the first gesture after Reset Permission.
 */
function open(tab: string, routes: Record<string, Handler> = {}, session: TestUser = USERS.merchant, app = false) {
  const options = { url: '/settings', session, routes: { [PROFILE]: ok(profile), [IPS]: ok([]), ...routes } };
  const view = app ? renderApp(options) : renderScreen(<SettingsPage />, options);
  return {
    view,
    async go() {
      await view.user.click(await screen.findByRole('tab', { name: tab }, LOAD));
    },
  };
}

const sent = (form: unknown) => Object.fromEntries((form as FormData).entries());

/**
 * Moves the fake clock to 1 ms before `delay` has passed since `start`: the last moment before a
 * timer started after `start` may fire, however long a loaded machine took to get here.
 */
function advanceToJustBefore(start: number, delay: number) {
  act(() => vi.advanceTimersByTime(Math.max(0, start + delay - 1 - Date.now())));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SettingsPage', { timeout: 60_000 }, () => {
  it('has the five side tabs and Webhooks (issue 16); Notifications: status, Enable, Disable that sticks, Reset Permission only once requested, the next gesture then grants sound, the status follows another tab; Data & Privacy placeholder text, Back to Dashboard', async () => {
    localStorage.removeItem('audioPermission');
    const { view, go } = open('Data & Privacy', {}, USERS.merchant, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, LOAD)).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Webhooks' }, LOAD);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Notifications', 'Security', 'Profile', 'Data & Privacy', 'IP Restriction', 'Webhooks']);

    expect(await screen.findByTestId('audio-status', {}, LOAD)).toHaveTextContent('Not Set');
    expect(screen.queryByRole('button', { name: 'Reset Permission' })).not.toBeInTheDocument();
    expect(screen.getByText(/Browser can play audio/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(screen.getByTestId('audio-status')).toHaveTextContent('Enabled');
    expect(localStorage.getItem('audioPermission')).toBe('granted');
    await view.user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(screen.getByTestId('audio-status')).toHaveTextContent('Disabled');
    expect(localStorage.getItem('audioPermission')).toBe('denied');
    // Disable sticks: no later click, key press or touch enables sound again.
    await view.user.click(screen.getByRole('heading', { level: 1, name: 'Settings' }));
    await view.user.keyboard('{Enter}');
    fireEvent.touchStart(document.body);
    expect(localStorage.getItem('audioPermission')).toBe('denied');
    expect(screen.getByTestId('audio-status')).toHaveTextContent('Disabled');

    await view.user.click(screen.getByRole('button', { name: 'Reset Permission' }));
    expect(screen.getByTestId('audio-status')).toHaveTextContent('Not Set');
    expect(localStorage.getItem('audioPermission')).toBeNull();
    expect(screen.getByRole('button', { name: 'Test Audio' })).toBeInTheDocument();
    // After Reset Permission the next gesture grants sound, and the status shows it at once.
    await view.user.click(screen.getByRole('heading', { level: 1, name: 'Settings' }));
    expect(localStorage.getItem('audioPermission')).toBe('granted');
    expect(screen.getByTestId('audio-status')).toHaveTextContent('Enabled');
    expect(screen.getByRole('button', { name: 'Reset Permission' })).toBeInTheDocument();

    // The status follows a choice made in another tab.
    act(() => {
      localStorage.setItem('audioPermission', 'denied');
      window.dispatchEvent(new StorageEvent('storage', { key: 'audioPermission', oldValue: 'granted', newValue: 'denied' }));
    });
    expect(screen.getByTestId('audio-status')).toHaveTextContent('Disabled');
    act(() => {
      localStorage.removeItem('audioPermission');
      window.dispatchEvent(new StorageEvent('storage', { key: 'audioPermission', oldValue: 'denied', newValue: null }));
    });
    expect(screen.getByTestId('audio-status')).toHaveTextContent('Not Set');

    await go();
    expect(screen.getByText(/handled by the gateway support team/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  });

  it('Notifications: can-play follows the browser, and Test Audio plays /confirmation.mp3 at volume 0.5', async () => {
    const canPlayType = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const played: HTMLMediaElement[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this);
      return Promise.resolve();
    });
    localStorage.setItem('audioPermission', 'granted');
    const { view } = open('Notifications');
    expect((await screen.findByText(/Browser can play audio/, {}, LOAD)).parentElement).toHaveTextContent('Browser can play audio: Yes');
    // The stored choice shows at once.
    expect(screen.getByTestId('audio-status')).toHaveTextContent('Enabled');
    expect(canPlayType).toHaveBeenCalledWith('audio/mpeg');

    await view.user.click(screen.getByRole('button', { name: 'Test Audio' }));
    await waitFor(() => expect(played).toHaveLength(1));
    expect(played[0].volume).toBe(0.5);
    expect(new URL(played[0].src).pathname).toBe('/confirmation.mp3');
    expect(screen.queryByText('The browser did not play the sound.')).not.toBeInTheDocument();
  });

  it('Notifications: can-play reads No when the browser cannot decode mp3, and a refused Test Audio says so', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('play() failed', 'NotAllowedError'));
    localStorage.setItem('audioPermission', 'denied');
    const { view } = open('Notifications');
    expect((await screen.findByText(/Browser can play audio/, {}, LOAD)).parentElement).toHaveTextContent('Browser can play audio: No');
    expect(screen.getByTestId('audio-status')).toHaveTextContent('Disabled');
    await view.user.click(screen.getByRole('button', { name: 'Test Audio' }));
    expect(await screen.findByText('The browser did not play the sound.')).toBeInTheDocument();
  });

  it('Security: a failed save shows the fallback and the toggle goes back; the auto-withdraw toggle shows the max amount field and each setting saves alone, with its message; Configure 2FA leads to /security/2fa', async () => {
    const { view, go } = open('Security', {
      [SAVE]: fail(500),
      'GET /auth/2fa-status': ok({ enabled2FA: 'false', type2FA: null, verified2FA: 'false' }),
    });
    await go();
    const toggle = await screen.findByRole('switch', { name: 'Auto-withdraw' }, LOAD);
    expect(screen.queryByLabelText('Maximum auto-withdraw amount (USDT)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Transaction timer (minutes)')).toHaveValue('10');
    await view.user.click(toggle);
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-withdraw' })).not.toBeChecked();

    view.network.on(SAVE, ok({ ...profile, autoWithdraw: true }));
    await view.user.click(toggle);
    expect(await screen.findByText('Auto-withdraw enabled successfully')).toBeInTheDocument();
    expect(sent(view.network.requests(SAVE)[1].body)).toEqual({ autoWithdraw: 'true' });
    const amount = screen.getByLabelText('Maximum auto-withdraw amount (USDT)');
    expect(amount).toHaveValue('100');

    await view.user.clear(amount);
    await view.user.type(amount, '-5');
    await view.user.click(screen.getByRole('button', { name: 'Save Maximum auto-withdraw amount (USDT)' }));
    expect(await screen.findByText('Maximum auto-withdraw amount must be a positive number')).toBeInTheDocument();
    await view.user.clear(amount);
    await view.user.type(amount, '250');
    await view.user.click(screen.getByRole('button', { name: 'Save Maximum auto-withdraw amount (USDT)' }));
    expect(await screen.findByText('Maximum auto-withdraw amount updated to 250 USDT')).toBeInTheDocument();
    expect(sent(view.network.requests(SAVE)[2].body)).toEqual({ maxAutoWithdrawAmount: '250' });

    const timer = screen.getByLabelText('Transaction timer (minutes)');
    for (const bad of ['0', '2881', '1.5']) {
      await view.user.clear(timer);
      await view.user.type(timer, bad);
      await view.user.click(screen.getByRole('button', { name: 'Save Transaction timer (minutes)' }));
      expect(await screen.findByText('Transaction timer must be between 1 minute and 48 hours (2880 minutes)')).toBeInTheDocument();
    }
    expect(view.network.requests(SAVE)).toHaveLength(3);
    await view.user.clear(timer);
    await view.user.type(timer, '125');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    await view.user.click(screen.getByRole('button', { name: 'Save Transaction timer (minutes)' }));
    const message = await screen.findByText('Transaction timer updated to 2 hours 5 minutes');
    expect(sent(view.network.requests(SAVE)[3].body)).toEqual({ transactionTimer: '125' });
    // The banner clears after 3 s (001 section 9): still there 1 ms before, gone after.
    advanceToJustBefore(start, 3000);
    expect(message).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(message).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Configure 2FA' }));
    await waitFor(() => expect(window.location.hash).toBe('#/security/2fa'));
  });

  it('Security: the automation card is read-only for a sub-user', async () => {
    const { go } = open('Security', {}, USERS.finance);
    await go();
    expect(await screen.findByText('Only the main merchant account can change these settings.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-withdraw' })).toBeDisabled();
  });

  it('Profile: email read-only, fields saved as multipart, logo checks, preview and Remove', async () => {
    const { view, go } = open('Profile', { [PROFILE]: ok({ ...profile, logo: '/api/merchant/x/logo?v=1' }), [SAVE]: ok(profile) });
    await go();
    expect(await screen.findByLabelText('Email', {}, LOAD)).toHaveAttribute('readonly');
    const company = screen.getByLabelText('Company Name');
    expect(company).toHaveValue('Acme');
    await view.user.clear(company);
    await view.user.type(company, 'Acme Payments');

    const upload = screen.getByLabelText('Upload Logo');
    // The picker's accept filter can be bypassed ("All files"), so the check itself must hold.
    fireEvent.change(upload, { target: { files: [new File(['text'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    const huge = new File([new Uint8Array(5_242_880)], 'big.png', { type: 'image/png' });
    fireEvent.change(upload, { target: { files: [huge] } });
    expect(await screen.findByText('Logo file size must be less than 5MB')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sent(view.network.requests(SAVE)[0].body)).toEqual({
      name: 'Main Merchant',
      companyName: 'Acme Payments',
      licenceNo: '',
      phoneNo: '',
      country: 'Malta',
      logoRemoved: 'true',
    });

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(upload, { target: { files: [png] } });
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(view.network.requests(SAVE)).toHaveLength(2));
    const second = view.network.requests(SAVE)[1].body as FormData;
    expect((second.get('logo') as File).name).toBe('logo.png');
    expect(second.get('logoRemoved')).toBeNull();
  });

  it('Profile: the fetch failure, and the collapsible change-password form', async () => {
    const { view, go } = open('Profile', { [PROFILE]: fail(500) });
    await go();
    expect(await screen.findByText('Failed to fetch profile', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByLabelText('Current Password')).toBeInTheDocument();
  });

  it('Profile: no change-password form without change-password (Finance Role, operation)', async () => {
    for (const session of [USERS.finance, USERS.ops]) {
      const { view, go } = open('Profile', {}, session);
      await go();
      expect(await screen.findByLabelText('Email', {}, LOAD)).toHaveValue('merchant@sandbox.test');
      expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  // The first of these screens to show the record grid pays for loading @mui/x-data-grid.
  it('IP Restriction: banner without active IPs, add with the format rules, block, reactivate, remove', { timeout: 60_000 }, async () => {
    const { view, go } = open('IP Restriction', { [IPS]: ok([ipEntry('203.0.113.24', 'blocked')]) });
    await go();
    expect(await screen.findByText('API Access Blocked: No server IPs configured.', {}, LOAD)).toBeInTheDocument();
    const field = screen.getByLabelText('Server IP address');
    await view.user.click(screen.getByRole('button', { name: 'Add IP' }));
    expect(await screen.findByText('IP address is required')).toBeInTheDocument();
    for (const bad of ['1.2.3', 'a.b.c.d', '1234.1.1.1']) {
      await view.user.clear(field);
      await view.user.type(field, bad);
      await view.user.click(screen.getByRole('button', { name: 'Add IP' }));
      expect(await screen.findByText('Invalid IP address format')).toBeInTheDocument();
    }
    expect(view.network.requests(ADD_IP)).toHaveLength(0);

    // Each change is followed by the list as the server then answers it.
    view.network.on(ADD_IP, ok([ipEntry('203.0.113.24', 'blocked'), ipEntry('203.0.113.7')]));
    view.network.on(IPS, ok([ipEntry('203.0.113.24', 'blocked'), ipEntry('203.0.113.7')]));
    await view.user.clear(field);
    await view.user.type(field, '203.0.113.7');
    await view.user.click(screen.getByRole('button', { name: 'Add IP' }));
    await waitFor(() => expect(screen.queryByText('API Access Blocked: No server IPs configured.')).not.toBeInTheDocument());
    expect(view.network.requests(ADD_IP)[0].body).toEqual({ ip: '203.0.113.7', type: 'server', status: 'active' });
    expect(field).toHaveValue('');

    view.network.on(UPDATE_IP, ok([ipEntry('203.0.113.24', 'blocked'), ipEntry('203.0.113.7', 'blocked')]));
    view.network.on(IPS, ok([ipEntry('203.0.113.24', 'blocked'), ipEntry('203.0.113.7', 'blocked')]));
    await view.user.click(screen.getByRole('button', { name: 'Block 203.0.113.7' }));
    expect(await screen.findByText('API Access Blocked: No server IPs configured.')).toBeInTheDocument();
    expect(view.network.requests(UPDATE_IP)[0].body).toEqual({ ip: '203.0.113.7', type: 'server', status: 'blocked' });

    view.network.on(UPDATE_IP, ok([ipEntry('203.0.113.24')]));
    view.network.on(IPS, ok([ipEntry('203.0.113.24')]));
    await view.user.click(screen.getByRole('button', { name: 'Reactivate 203.0.113.24' }));
    const table = await screen.findByRole('grid', { name: 'Server IP whitelist' });
    await waitFor(() => expect(within(table).queryByText('203.0.113.7')).not.toBeInTheDocument());

    view.network.on(UPDATE_IP, fail(500));
    // Removing is undoable (issue 14): sent when the toast closes, and a failure brings the entry back.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(screen.getByRole('button', { name: 'Remove 203.0.113.24' }));
    expect(await screen.findByText('Server IP removed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6000));
    expect(await screen.findByText('Failed to remove server IP')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove 203.0.113.24' })).toBeInTheDocument();
    expect(view.network.requests(UPDATE_IP).at(-1)?.body).toEqual({ ip: '203.0.113.24', type: 'server', status: 'deleted' });
  });

  it('IP Restriction: hides deleted entries, whether listed at first or after a change', async () => {
    const { view, go } = open('IP Restriction', { [IPS]: ok([ipEntry('203.0.113.9', 'deleted'), ipEntry('203.0.113.24')]) });
    await go();
    const table = await screen.findByRole('grid', { name: 'Server IP whitelist' }, LOAD);
    expect(within(table).getByText('203.0.113.24')).toBeInTheDocument();
    expect(within(table).queryByText('203.0.113.9')).not.toBeInTheDocument();
    expect(within(table).queryByText('Deleted')).not.toBeInTheDocument();

    view.network.on(UPDATE_IP, ok([ipEntry('203.0.113.9', 'deleted'), ipEntry('203.0.113.24', 'deleted')]));
    view.network.on(IPS, ok([ipEntry('203.0.113.9', 'deleted'), ipEntry('203.0.113.24', 'deleted')]));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(within(table).getByRole('button', { name: 'Remove 203.0.113.24' }));
    expect(await screen.findByText('No server IPs yet.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6000));
    await waitFor(() => expect(view.network.requests(UPDATE_IP)).toHaveLength(1));
    await waitFor(() => expect(view.network.requests(IPS).length).toBeGreaterThan(1));
    expect(screen.getByText('No server IPs yet.')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Server IP whitelist' })).not.toBeInTheDocument();
    expect(screen.getByText('API Access Blocked: No server IPs configured.')).toBeInTheDocument();
  });

  it('IP Restriction: read-only without api-credentials (operation, super_operation)', async () => {
    for (const session of [USERS.ops, USERS.superops]) {
      const { view, go } = open('IP Restriction', { [IPS]: ok([ipEntry('203.0.113.24'), ipEntry('203.0.113.25', 'blocked')]) }, session);
      await go();
      const table = await screen.findByRole('grid', { name: 'Server IP whitelist' }, LOAD);
      expect(within(table).getByText('203.0.113.25')).toBeInTheDocument();
      // No row can be changed or selected: no Actions column, no buttons, no checkboxes.
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['IP Address', 'Status']);
      expect(within(table).queryByRole('button', { name: /Block|Reactivate|Remove/ })).not.toBeInTheDocument();
      expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.getByText('Only users with API credentials access can change the whitelist.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add IP' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Server IP address')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('IP Restriction: fetch and add failures', async () => {
    const { view, go } = open('IP Restriction', { [IPS]: fail(500), [ADD_IP]: fail(400, 'ip: Each part of an IP address must be between 0 and 255') });
    await go();
    expect(await screen.findByText('Failed to fetch IPs', {}, LOAD)).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Server IP address'), '999.1.1.1');
    await view.user.click(screen.getByRole('button', { name: 'Add IP' }));
    expect(await screen.findByText('ip: Each part of an IP address must be between 0 and 255')).toBeInTheDocument();
  });
});
