import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MerchantSettings } from '../../contract/merchantSettings';
import type { Handler } from '../test/fetchDouble';
import { renderSettingsPart } from '../test/renderSettingsPart';
import { USERS, type TestUser } from '../test/sessions';
import { MerchantSettingsCard } from './MerchantSettingsCard';

const READ = 'GET /v2/merchant-settings';
const SAVE = 'PUT /v2/merchant-settings';
const LOAD = { timeout: 8000 };
const TITLE = { name: 'Payments and reports' };
const ZONE = 'Time zone';
const TOLERANCE = 'Underpayment tolerance (%)';
const SAVE_BUTTON = { name: 'Save settings' };
const BROWSER = `Browser's time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone})`;

const settings = (values: Partial<MerchantSettings> = {}): Handler => ({ status: 200, body: { underpaymentTolerancePercent: 0, timezone: null, ...values } });

async function openCard(routes: Record<string, Handler>, session: TestUser = USERS.merchant) {
  const view = renderSettingsPart(<MerchantSettingsCard />, { session, routes });
  await screen.findByRole('heading', TITLE, LOAD);
  await screen.findByRole('combobox', { name: ZONE }, LOAD);
  return view;
}

describe('Settings › Profile › Payments and reports (issue 29)', { timeout: 30_000 }, () => {
  it('shows the saved time zone and tolerance, with what the tolerance does', async () => {
    await openCard({ [READ]: settings({ timezone: 'Europe/Berlin', underpaymentTolerancePercent: 1.5 }) });
    expect(screen.getByRole('combobox', { name: ZONE })).toHaveValue('Europe/Berlin');
    expect(screen.getByLabelText(TOLERANCE)).toHaveValue('1.5');
    expect(screen.getByText(/accepted as paid by itself; 0 accepts no underpayment/)).toBeInTheDocument();
    expect(screen.getByRole('button', SAVE_BUTTON)).toBeEnabled();
  });

  it("names the browser's own zone for null, refuses a bad tolerance, and sends the zone chosen", async () => {
    const view = await openCard({ [READ]: settings(), [SAVE]: ({ body }) => ({ status: 200, body }) });
    const zone = screen.getByRole('combobox', { name: ZONE });
    expect(zone).toHaveValue(BROWSER);

    for (const bad of ['101', '1.234', '-1', 'abc']) {
      fireEvent.change(screen.getByLabelText(TOLERANCE), { target: { value: bad } });
      await view.user.click(screen.getByRole('button', SAVE_BUTTON));
      expect(await screen.findByText('Enter a percentage from 0 to 100 with at most 2 decimals')).toBeInTheDocument();
    }
    expect(view.network.requests(SAVE)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(TOLERANCE), { target: { value: '2.25' } });
    await view.user.clear(zone);
    await view.user.type(zone, 'Asia/Tok');
    await view.user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await view.user.click(screen.getByRole('button', SAVE_BUTTON));
    expect(await screen.findByText('Settings saved', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(SAVE).map((request) => request.body)).toEqual([{ underpaymentTolerancePercent: 2.25, timezone: 'Asia/Tokyo' }]);
  });

  it("sends null for the browser's time zone, and shows the server's refusal under the field", async () => {
    const view = await openCard({
      [READ]: settings({ timezone: 'Asia/Tokyo' }),
      [SAVE]: { status: 400, body: { message: 'Invalid request', errors: [{ path: 'underpaymentTolerancePercent', message: 'must be between 0 and 100' }] } },
    });
    const zone = screen.getByRole('combobox', { name: ZONE });
    await view.user.clear(zone);
    await view.user.type(zone, "Browser's");
    await view.user.click(await screen.findByRole('option', { name: BROWSER }));
    await view.user.click(screen.getByRole('button', SAVE_BUTTON));
    expect(await screen.findByText('must be between 0 and 100', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(SAVE).map((request) => request.body)).toEqual([{ underpaymentTolerancePercent: 0, timezone: null }]);
  });

  it('is read-only for a sub-user, who may not change it', async () => {
    await openCard({ [READ]: settings({ timezone: 'Europe/Berlin', underpaymentTolerancePercent: 3 }) }, USERS.finance);
    expect(screen.getByRole('combobox', { name: ZONE })).toBeDisabled();
    expect(screen.getByLabelText(TOLERANCE)).toBeDisabled();
    expect(screen.getByText(/Only the main merchant account can change these settings\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', SAVE_BUTTON)).not.toBeInTheDocument();
  });

  it('is not there against a gateway without the addition', async () => {
    const view = renderSettingsPart(<MerchantSettingsCard />, { routes: {} });
    await waitFor(() => expect(view.network.requests(READ)).toHaveLength(1), LOAD);
    await waitFor(() => expect(screen.queryByRole('heading', TITLE)).not.toBeInTheDocument(), LOAD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
