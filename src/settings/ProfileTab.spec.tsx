import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MerchantProfile } from '../../contract/credentials';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { fail, ok } from '../test/fetchDouble';
import { USERS, type TestUser } from '../test/sessions';
import { ProfileTab } from './ProfileTab';
import { renderSettingsPart } from '../test/renderSettingsPart';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const PROFILE = `GET /merchant/${USER_ID}`;
const SAVE = 'PUT /merchant/profile';
const LOAD = { timeout: 8000 };

const profile = {
  _id: USER_ID,
  userId: USER_ID,
  name: 'Main Merchant',
  email: 'merchant@sandbox.test',
  companyName: 'Acme',
  licenceNo: null,
  phoneNo: null,
  country: 'Malta',
  logo: '/api/merchant/x/logo?v=1',
} as MerchantProfile;

function open(save = ok(profile), session: TestUser = USERS.merchant) {
  return renderSettingsPart(<ProfileTab />, { routes: { [PROFILE]: ok(profile), [SAVE]: save }, session });
}

const sent = (form: unknown) => Object.fromEntries((form as FormData).entries());
const change = async (label: string, value: string) => fireEvent.change(await screen.findByLabelText(label, {}, LOAD), { target: { value } });

/** The profile form on react-admin's Form (issue 14). */
describe('ProfileTab form', { timeout: 20_000 }, () => {
  it.each([
    [new File(['text'], 'notes.txt', { type: 'text/plain' }), PROFILE_MESSAGES.logoType],
    [new File([new Uint8Array(5_242_880)], 'big.png', { type: 'image/png' }), PROFILE_MESSAGES.logoSize],
  ])('refuses the logo %# with the spec message, and Save Profile then sends no logo', async (file, message) => {
    const view = open();
    fireEvent.change(await screen.findByLabelText('Upload Logo', {}, LOAD), { target: { files: [file] } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(view.network.requests(SAVE)).toHaveLength(0);
    await view.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(view.network.requests(SAVE)).toHaveLength(1));
    expect(sent(view.network.requests(SAVE)[0].body)).toEqual({ name: 'Main Merchant', companyName: 'Acme', licenceNo: '', phoneNo: '', country: 'Malta' });
  });

  it('sends the exact multipart payload: every field as typed, a cleared one empty, the removal', async () => {
    const view = open();
    await change('Company Name', 'Acme Payments');
    await change('Phone No.', '+356 2000 0000');
    await change('Country', '');
    await view.user.click(screen.getByRole('button', { name: 'Remove' }));
    await view.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sent(view.network.requests(SAVE)[0].body)).toEqual({
      name: 'Main Merchant',
      companyName: 'Acme Payments',
      licenceNo: '',
      phoneNo: '+356 2000 0000',
      country: '',
      logoRemoved: 'true',
    });
  });

  it('keeps what was typed, and the pending logo change, after a server error', async () => {
    const view = open(fail(400, 'name: Name is required'));
    await change('Name', '');
    await change('Licence No.', 'LIC-77');
    await view.user.click(screen.getByRole('button', { name: 'Remove' }));
    await view.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('name: Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Licence No.')).toHaveValue('LIC-77');
    expect(screen.getByText('Logo removed: it is saved when you click Save Profile.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });

  it('asks canAccess: the main merchant edits and sees Change Password; a sub-user reads the profile only', async () => {
    const main = open();
    expect(await screen.findByLabelText('Company Name', {}, LOAD)).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    main.unmount();

    const sub = open(ok(profile), USERS.finance);
    expect(await screen.findByLabelText('Company Name', {}, LOAD)).toHaveValue('Acme');
    for (const label of ['Name', 'Company Name', 'Licence No.', 'Phone No.', 'Country']) expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(sub.network.requests(SAVE)).toHaveLength(0);
  });
});
