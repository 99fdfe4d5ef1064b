import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MerchantProfile } from '../../contract/credentials';
import { ipEntry } from '../test/ipWhitelist';
import { fail, ok, type Handler } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { SettingsPage } from './SettingsPage';

/**
 * Issue 12 item 19: adding an address already listed says why instead of doing nothing, and the
 * logo controls say that they take effect only on Save Profile.
 */
const USER_ID = '22222222-2222-4222-8222-222222222222';
const PROFILE = `GET /merchant/${USER_ID}`;
const SAVE = 'PUT /merchant/profile';
const IPS = `GET /ip-whitelist/${USER_ID}`;
const ADD_IP = `POST /ip-whitelist/${USER_ID}/add`;
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
  logo: '/api/merchant/x/logo?v=1',
  autoWithdraw: false,
  autoPayout: false,
  maxAutoWithdrawAmount: 100,
  transactionTimer: 10,
};


async function open(tab: string, routes: Record<string, Handler>) {
  const view = renderScreen(<SettingsPage />, { url: '/settings', session: USERS.merchant, routes: { [PROFILE]: ok(profile), [IPS]: ok([]), ...routes } });
  await view.user.click(await screen.findByRole('tab', { name: tab }, LOAD));
  return view;
}

describe('IP Restriction: an address already listed', { timeout: 20_000 }, () => {
  it('says it is already listed (also in another spelling) and sends nothing', async () => {
    const view = await open('IP Restriction', { [IPS]: ok([ipEntry('203.0.113.10'), ipEntry('203.0.113.24', 'blocked')]) });
    await screen.findByRole('grid', { name: 'Server IP whitelist' }, LOAD);
    const field = screen.getByLabelText('Server IP address');
    await view.user.type(field, '203.0.113.010');
    await view.user.click(screen.getByRole('button', { name: 'Add IP' }));
    expect(await screen.findByText('203.0.113.10 is already in the whitelist.')).toBeInTheDocument();
    await view.user.clear(field);
    await view.user.type(field, '203.0.113.24');
    await view.user.click(screen.getByRole('button', { name: 'Add IP' }));
    expect(await screen.findByText('203.0.113.24 is already in the whitelist, blocked: use Reactivate to allow it again.')).toBeInTheDocument();
    expect(view.network.requests(ADD_IP)).toHaveLength(0);
  });

  it("shows the server's 409 message when the list on screen is out of date", async () => {
    const view = await open('IP Restriction', { [ADD_IP]: fail(409, '198.51.100.7 is already in the whitelist.') });
    await view.user.type(await screen.findByLabelText('Server IP address', {}, LOAD), '198.51.100.7');
    await view.user.click(screen.getByRole('button', { name: 'Add IP' }));
    expect(await screen.findByText('198.51.100.7 is already in the whitelist.')).toBeInTheDocument();
    expect(view.network.requests(ADD_IP)).toHaveLength(1);
  });
});

describe('Profile: the logo takes effect on Save Profile', { timeout: 20_000 }, () => {
  it('says so next to the control, names a pending upload or removal, and clears it once saved', async () => {
    const view = await open('Profile', { [SAVE]: ok(profile) });
    const upload = await screen.findByLabelText('Upload Logo', {}, LOAD);
    expect(screen.getByText('Upload and Remove take effect when you click Save Profile.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Logo removed: it is saved when you click Save Profile.')).toBeInTheDocument();
    expect(view.network.requests(SAVE)).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(upload, { target: { files: [png] } });
    expect(await screen.findByText('New logo chosen: it is saved when you click Save Profile.')).toBeInTheDocument();
    expect(view.network.requests(SAVE)).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(view.network.requests(SAVE)).toHaveLength(1));
    expect(await screen.findByText('Upload and Remove take effect when you click Save Profile.')).toBeInTheDocument();
  });
});
