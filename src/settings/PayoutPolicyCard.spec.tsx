import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PAYOUT_POLICY, PAYOUT_POLICY_MESSAGES, type PayoutPolicy } from '../../contract/payoutPolicy';
import { fail, ok, type Handler } from '../test/fetchDouble';
import { renderSettingsPart } from '../test/renderSettingsPart';
import { USERS, type TestUser } from '../test/sessions';
import { PayoutPolicyCard } from './PayoutPolicyCard';
import { SecurityTab } from './SecurityTab';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const READ = 'GET /v2/payout-policy';
const SAVE = 'PUT /v2/payout-policy';
const LOAD = { timeout: 8000 };
const APPROVAL = "Payouts that need a second person's approval";
const THRESHOLD = 'Payouts above this amount need approval (USDT)';
const NEW_ADDRESS = 'Payouts to an address not in the address book';
const COOLING_OFF = 'Cooling-off period for new addresses (hours)';
const SAVE_BUTTON = { name: 'Save payout policy' };

const SAVED: PayoutPolicy = {
  approval: 'above',
  threshold: 500,
  newAddress: 'approval',
  coolingOffHours: 48,
  updatedAt: '2026-11-20T10:30:00.000Z',
  updatedBy: { id: USER_ID, email: 'merchant@sandbox.test' },
};

async function openCard(routes: Record<string, Handler>, session: TestUser = USERS.merchant) {
  const view = renderSettingsPart(<PayoutPolicyCard />, { session, routes });
  await screen.findByRole('heading', { name: 'Payout policy' }, LOAD);
  return view;
}

const radio = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('radio', { name });
const setNumber = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Settings › Security › Payout policy', { timeout: 20_000 }, () => {
  it('shows the saved policy in plain words, with who changed it last', async () => {
    await openCard({ [READ]: { status: 200, body: SAVED } });
    await waitFor(() => expect(radio(APPROVAL, 'Payouts above an amount')).toBeChecked(), LOAD);
    expect(screen.getByLabelText(THRESHOLD)).toHaveValue('500');
    expect(radio(NEW_ADDRESS, 'Need approval')).toBeChecked();
    expect(screen.getByLabelText(COOLING_OFF)).toHaveValue('48');
    expect(screen.getByText(/^Last changed by merchant@sandbox\.test on Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', SAVE_BUTTON)).toBeEnabled();
  });

  it('asks for the amount only for "Payouts above an amount", and sends the whole policy', async () => {
    const view = await openCard({
      [READ]: { status: 200, body: DEFAULT_PAYOUT_POLICY },
      [SAVE]: ({ body }) => ({ status: 200, body: { ...(body as PayoutPolicy), updatedAt: '2026-11-29T08:00:00.000Z', updatedBy: { id: USER_ID, email: 'merchant@sandbox.test' } } }),
    });
    expect(await screen.findByText('Never changed: the defaults apply.', {}, LOAD)).toBeInTheDocument();
    expect(radio(APPROVAL, 'None')).toBeChecked();
    expect(screen.queryByLabelText(THRESHOLD)).not.toBeInTheDocument();

    await view.user.click(radio(APPROVAL, 'Payouts above an amount'));
    await view.user.click(screen.getByRole('button', SAVE_BUTTON));
    expect(await screen.findByText('Enter the amount above which payouts need approval')).toBeInTheDocument();
    setNumber(THRESHOLD, '-5');
    await view.user.click(screen.getByRole('button', SAVE_BUTTON));
    expect(await screen.findByText('Amount must be a positive number')).toBeInTheDocument();
    setNumber(COOLING_OFF, '721');
    await view.user.click(screen.getByRole('button', SAVE_BUTTON));
    expect(await screen.findByText('Enter a whole number of hours from 0 to 720')).toBeInTheDocument();
    setNumber(COOLING_OFF, '2.5');
    await view.user.click(screen.getByRole('button', SAVE_BUTTON));
    expect(await screen.findByText('Enter a whole number of hours from 0 to 720')).toBeInTheDocument();
    expect(view.network.requests(SAVE)).toHaveLength(0);

    setNumber(THRESHOLD, '1000.5');
    setNumber(COOLING_OFF, '0');
    await view.user.click(radio(NEW_ADDRESS, 'Refuse'));
    await view.user.click(screen.getByRole('button', SAVE_BUTTON));
    expect(await screen.findByText('Payout policy saved', {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText(/^Last changed by merchant@sandbox\.test on Nov 29, 2026/)).toBeInTheDocument();
    expect(view.network.requests(SAVE).map((request) => request.body)).toEqual([
      { approval: 'above', threshold: 1000.5, newAddress: 'refuse', coolingOffHours: 0 },
    ]);
  });

  it('keeps the amount when approval is switched to all payouts (the server keeps it too)', async () => {
    const view = await openCard({ [READ]: { status: 200, body: SAVED }, [SAVE]: ({ body }) => ({ status: 200, body: { ...SAVED, ...(body as object) } }) });
    await waitFor(() => expect(radio(APPROVAL, 'Payouts above an amount')).toBeChecked(), LOAD);
    await view.user.click(radio(APPROVAL, 'All payouts'));
    expect(screen.queryByLabelText(THRESHOLD)).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', SAVE_BUTTON));
    await waitFor(() => expect(view.network.requests(SAVE)).toHaveLength(1));
    expect(view.network.requests(SAVE)[0].body).toEqual({ approval: 'all', threshold: 500, newAddress: 'approval', coolingOffHours: 48 });
  });

  it("shows the server's refusal and its field errors, and keeps what was chosen", async () => {
    const refusal = PAYOUT_POLICY_MESSAGES.noOtherApprover(['finance@sandbox.test']);
    const view = await openCard({ [READ]: { status: 200, body: DEFAULT_PAYOUT_POLICY }, [SAVE]: fail(409, refusal) });
    await view.user.click(await screen.findByRole('radio', { name: 'All payouts' }, LOAD));
    await view.user.click(screen.getByRole('button', SAVE_BUTTON));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(radio(APPROVAL, 'All payouts')).toBeChecked();

    view.network.on(SAVE, { status: 400, body: { success: false, message: 'coolingOffHours: must be at most 720', errors: [{ path: 'coolingOffHours', message: 'must be at most 720' }] } });
    await view.user.click(screen.getByRole('button', SAVE_BUTTON));
    expect(await screen.findByText('coolingOffHours: must be at most 720')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(COOLING_OFF)).toHaveAccessibleDescription(/must be at most 720/));
  });

  it.each([
    ['the Finance Role', USERS.finance],
    ['super_operation', USERS.superops],
  ])('shows %s the policy read-only, with no Save', async (_, session) => {
    await openCard({ [READ]: { status: 200, body: SAVED } }, session);
    await waitFor(() => expect(radio(APPROVAL, 'Payouts above an amount')).toBeChecked(), LOAD);
    expect(screen.getByText('Only the main merchant account can change these settings.')).toBeInTheDocument();
    expect(radio(APPROVAL, 'None')).toBeDisabled();
    expect(screen.getByLabelText(COOLING_OFF)).toBeDisabled();
    expect(screen.queryByRole('button', SAVE_BUTTON)).not.toBeInTheDocument();
  });

  const tabRoutes = { [`GET /merchant/${USER_ID}`]: ok({ _id: USER_ID, name: 'Main Merchant' }), 'GET /subusers': ok([]) };

  it('is not on the Security tab of a role that sees no payouts (operation), which never asks for it', async () => {
    const view = renderSettingsPart(<SecurityTab />, { session: USERS.ops, routes: { ...tabRoutes, [READ]: { status: 200, body: SAVED } } });
    expect(await screen.findByRole('heading', { name: 'Automated Transaction Settings' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payout policy' })).not.toBeInTheDocument();
    expect(view.network.requests(READ)).toHaveLength(0);
  });

  it.each([404, 405])('is hidden against a gateway that answers %i', async (status) => {
    const view = renderSettingsPart(<SecurityTab />, { routes: { ...tabRoutes, [READ]: fail(status) } });
    expect(await screen.findByRole('heading', { name: 'Automated Transaction Settings' }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(view.network.requests(READ)).toHaveLength(1), LOAD);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Payout policy' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
