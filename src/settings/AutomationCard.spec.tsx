import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MerchantProfile } from '../../contract/credentials';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { fail, ok } from '../test/fetchDouble';
import { AutomationCard } from './AutomationCard';
import { renderSettingsPart } from '../test/renderSettingsPart';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const PROFILE = `GET /merchant/${USER_ID}`;
const SAVE = 'PUT /merchant/profile';
const LOAD = { timeout: 8000 };
const AMOUNT = 'Maximum auto-withdraw amount (USDT)';
const TIMER = 'Transaction timer (minutes)';

const profile = { _id: USER_ID, userId: USER_ID, name: 'Main Merchant', email: 'merchant@sandbox.test', logo: null, autoWithdraw: true, maxAutoWithdrawAmount: 100, transactionTimer: 30 } as MerchantProfile;

/** The card as the Security tab mounts it, once it shows the saved profile (a timer of 30, not the default 10). */
async function open(save = ok(profile)) {
  const view = renderSettingsPart(<AutomationCard editable />, { routes: { [PROFILE]: ok(profile), [SAVE]: save } });
  expect(await screen.findByDisplayValue('30', {}, LOAD)).toBe(screen.getByLabelText(TIMER));
  return view;
}

const sent = (form: unknown) => Object.fromEntries((form as FormData).entries());
const typeInto = async (label: string, value: string) => fireEvent.change(await screen.findByLabelText(label, {}, LOAD), { target: { value } });

/** Automated Transaction Settings on react-admin's Form (issue 14). */
describe('AutomationCard', { timeout: 20_000 }, () => {
  it.each([
    [AMOUNT, '0', PROFILE_MESSAGES.maxAmount],
    [AMOUNT, 'abc', PROFILE_MESSAGES.maxAmount],
    [TIMER, '2881', PROFILE_MESSAGES.timer],
    [TIMER, '1.5', PROFILE_MESSAGES.timer],
  ])('%s: refuses %j with the spec message under the field and sends nothing', async (label, value, message) => {
    const view = await open();
    await typeInto(label, value);
    await view.user.click(screen.getByRole('button', { name: `Save ${label}` }));
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
    expect(view.network.requests(SAVE)).toHaveLength(0);
  });

  it('sends each setting alone, exactly as typed (trimmed)', async () => {
    const view = await open();
    await typeInto(AMOUNT, ' 250.5 ');
    await view.user.click(screen.getByRole('button', { name: `Save ${AMOUNT}` }));
    expect(await screen.findByText('Maximum auto-withdraw amount updated to 250.5 USDT')).toBeInTheDocument();
    await typeInto(TIMER, '45');
    await view.user.click(screen.getByRole('button', { name: `Save ${TIMER}` }));
    expect(await screen.findByText('Transaction timer updated to 45 minutes')).toBeInTheDocument();
    await view.user.click(screen.getByRole('switch', { name: 'Auto-withdraw' }));
    expect(await screen.findByText('Auto-withdraw disabled successfully')).toBeInTheDocument();
    expect(view.network.requests(SAVE).map((request) => sent(request.body))).toEqual([
      { maxAutoWithdrawAmount: '250.5' },
      { transactionTimer: '45' },
      { autoWithdraw: 'false' },
    ]);
  });

  it('keeps what was typed after a server error, and the toggle goes back', async () => {
    const view = await open(fail(500));
    await typeInto(AMOUNT, '250');
    await typeInto(TIMER, '45');
    await view.user.click(screen.getByRole('button', { name: `Save ${TIMER}` }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    await view.user.click(screen.getByRole('switch', { name: 'Auto-withdraw' }));
    await waitFor(() => expect(view.network.requests(SAVE)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-withdraw' })).toBeChecked());
    expect(screen.getByLabelText(TIMER)).toHaveValue('45');
    expect(screen.getByLabelText(AMOUNT)).toHaveValue('250');
  });
});
