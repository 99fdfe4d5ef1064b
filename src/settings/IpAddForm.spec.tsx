import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IP_MESSAGES } from '../../contract/ipWhitelist';
import { ipEntry } from '../test/ipWhitelist';
import { fail, ok } from '../test/fetchDouble';
import { IpRestrictionTab } from './ip/IpRestrictionTab';
import { renderSettingsPart } from '../test/renderSettingsPart';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const IPS = `GET /ip-whitelist/${USER_ID}`;
const ADD_IP = `POST /ip-whitelist/${USER_ID}/add`;
const LOAD = { timeout: 8000 };

function open(routes = {}) {
  const view = renderSettingsPart(<IpRestrictionTab />, { routes: { [IPS]: ok([ipEntry('203.0.113.24')]), ...routes } });
  return view;
}

const field = () => screen.findByLabelText('Server IP address', {}, LOAD);
const addIp = async (view: ReturnType<typeof open>, ip: string) => {
  fireEvent.change(await field(), { target: { value: ip } });
  await view.user.click(screen.getByRole('button', { name: 'Add IP' }));
};

/** The add-IP form on react-admin's Form (issue 14): the spec's messages under the field, the server's answer kept apart. */
describe('IP Restriction: the add form', { timeout: 20_000 }, () => {
  it.each([
    ['', IP_MESSAGES.required],
    ['1.2.3', IP_MESSAGES.invalidFormat],
    ['203.0.113.024', '203.0.113.24 is already in the whitelist.'],
  ])('refuses %j with "%s" under the field and sends nothing', async (ip, message) => {
    const view = open();
    await screen.findByRole('grid', { name: 'Server IP whitelist' }, LOAD);
    await addIp(view, ip);
    await waitFor(() => expect(screen.getByLabelText('Server IP address')).toHaveAccessibleDescription(message));
    expect(view.network.requests(ADD_IP)).toHaveLength(0);
  });

  it('sends the exact payload and empties the field once added', async () => {
    const view = open({ [ADD_IP]: ok([ipEntry('203.0.113.24'), ipEntry('203.0.113.7')]) });
    await addIp(view, ' 203.0.113.7 ');
    await waitFor(() => expect(view.network.requests(ADD_IP)).toHaveLength(1));
    expect(view.network.requests(ADD_IP)[0].body).toEqual({ ip: '203.0.113.7', type: 'server', status: 'active' });
    await waitFor(() => expect(screen.getByLabelText('Server IP address')).toHaveValue(''));
  });

  it('keeps the keyboard in the field after an address added with Enter, emptied for the next one', async () => {
    const view = open({ [ADD_IP]: ok([ipEntry('203.0.113.24'), ipEntry('203.0.113.7')]) });
    await view.user.click(await field());
    await view.user.keyboard('203.0.113.7{Enter}');
    await waitFor(() => expect(view.network.requests(ADD_IP)).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Server IP address')).toHaveValue(''));
    expect(screen.getByLabelText('Server IP address')).toHaveFocus();
  });

  it('keeps what was typed after a server error, and shows the server message', async () => {
    const view = open({ [ADD_IP]: fail(400, 'ip: Each part of an IP address must be between 0 and 255') });
    await addIp(view, '999.1.1.1');
    expect(await screen.findByText('ip: Each part of an IP address must be between 0 and 255')).toBeInTheDocument();
    expect(screen.getByLabelText('Server IP address')).toHaveValue('999.1.1.1');
    expect(view.network.requests(ADD_IP)).toHaveLength(1);
  });
});
