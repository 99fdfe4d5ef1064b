import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { TwoFactorStatus } from '../../contract/auth';
import { fail, NETWORK_FAILURE, ok, type Handler } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { TwoFactorPage } from './TwoFactorPage';
import { keepEveryStyle } from '../test/emotionStyles';

// Reads the secret's blur: every style rule, not only those that show or hide (src/test/emotionStyles.ts).
keepEveryStyle();

const STATUS = 'GET /auth/2fa-status';
const TOGGLE = 'POST /auth/toggle-2fa';
const VERIFY = 'POST /auth/verify-2fa';
const GENERATE = 'POST /auth/generate-2fa-code';
const LOAD = { timeout: 8000 };
const OFF: TwoFactorStatus = { enabled2FA: 'false', type2FA: null, verified2FA: 'false' };
const URI = 'otpauth://totp/USDT%20Merchant%20Sandbox:merchant%40sandbox.test?secret=JBSWY3DPEHPK3PXP&issuer=USDT%20Merchant%20Sandbox';

/**
 * Moves the fake clock to 1 ms before `delay` has passed since `start`: the last moment before a
 * timer started after `start` may fire, however long a loaded machine took to get here.
 */
function advanceToJustBefore(start: number, delay: number) {
  act(() => vi.advanceTimersByTime(Math.max(0, start + delay - 1 - Date.now())));
}

function open(routes: Record<string, Handler> = {}) {
  // The screen alone (renderScreen, half the cost of the App).
  return renderScreen(<TwoFactorPage />, { url: '/security/2fa', session: USERS.merchant, routes: { [STATUS]: ok(OFF), ...routes } });
}

describe('TwoFactorPage', { timeout: 20_000 }, () => {
  it('sets up the authenticator: QR of the otpauth URI, blurred secret with copy, 6-digit rules, verify, back to status after 1.5 s', async () => {
    const view = open({
      [TOGGLE]: ok({ qrCode: URI, secret: 'JBSWY3DPEHPK3PXP' }, 'Scan the QR code with your authenticator app, then enter a code to verify.'),
      [VERIFY]: ok({ enabled2FA: 'true', type2FA: 'GOOGLE_AUTH', verified2FA: 'true' }, '2FA verified successfully'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security Settings' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Disabled', { exact: false }, LOAD)).toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: 'Authenticator App' }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    view.network.on(STATUS, ok({ enabled2FA: 'true', type2FA: 'GOOGLE_AUTH', verified2FA: 'false' }));
    await view.user.click(screen.getByRole('button', { name: 'Enable Authenticator App' }));
    expect(view.network.requests(TOGGLE)[0].body).toEqual({ enable: 'true', type2FA: 'GOOGLE_AUTH' });

    expect(await screen.findByTitle('QR code for your authenticator app')).toBeInTheDocument();
    const secret = screen.getByTestId('two-factor-secret');
    expect(secret).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(secret).toHaveStyle({ filter: 'blur(5px)' });
    await view.user.click(screen.getByRole('button', { name: 'Reveal secret' }));
    expect(secret).toHaveStyle({ filter: 'none' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const copyStart = Date.now();
    await view.user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXP');
    // The confirmation clears after 2 s (000 section 9): still there 1 ms before, gone after.
    const copied = await screen.findByText('Secret copied to clipboard!');
    advanceToJustBefore(copyStart, 2000);
    expect(copied).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(copied).not.toBeInTheDocument();

    const input = screen.getByLabelText('Verification code');
    await view.user.type(input, '12ab34');
    expect(input).toHaveValue('1234');
    expect(screen.getByText('Please enter the complete 6-digit verification code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
    await view.user.type(input, '5678');
    expect(input).toHaveValue('123456');
    view.network.on(STATUS, ok({ enabled2FA: 'true', type2FA: 'GOOGLE_AUTH', verified2FA: 'true' }));
    const verifyStart = Date.now();
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    const verified = await screen.findByText('2FA verified successfully');
    expect(view.network.requests(VERIFY)[0].body).toEqual({ code: '123456' });
    // Back to the status step 1.5 s after success (000 section 9), not before.
    advanceToJustBefore(verifyStart, 1500);
    expect(verified).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable 2FA' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(verified).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Disable 2FA' })).toBeInTheDocument());
    expect(screen.queryByText('Please complete verification to fully enable 2FA')).not.toBeInTheDocument();
  });

  it('shows the server message when the code is wrong, else the fallback', async () => {
    const view = open({
      [STATUS]: ok({ enabled2FA: 'true', type2FA: 'GOOGLE_AUTH', verified2FA: 'false' }),
      [VERIFY]: fail(400, 'Invalid verification code'),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Complete Verification' }, LOAD));
    expect(screen.getByRole('button', { name: 'Show a new QR code' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Verification code'), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    view.network.on(VERIFY, NETWORK_FAILURE);
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Network error while verifying 2FA code')).toBeInTheDocument();
    view.network.on(VERIFY, fail(500));
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Failed to verify 2FA code')).toBeInTheDocument();
  });

  it('warns while unverified; Complete Verification for email sends a code first, and Send Code sends another', async () => {
    const view = open({
      [STATUS]: ok({ enabled2FA: 'true', type2FA: 'EMAIL', verified2FA: 'false' }),
      [GENERATE]: ok(null, 'Code sent to your email'),
    });
    expect(await screen.findByText('Please complete verification to fully enable 2FA', {}, LOAD)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Complete Verification' }));
    expect(await screen.findByText('Code sent to your email')).toBeInTheDocument();
    expect(view.network.requests(GENERATE)).toHaveLength(1);
    await view.user.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(view.network.requests(GENERATE)).toHaveLength(2));
    view.network.on(GENERATE, NETWORK_FAILURE);
    await view.user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Network error while generating 2FA code')).toBeInTheDocument();
    view.network.on(GENERATE, fail(500));
    await view.user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Failed to generate 2FA code')).toBeInTheDocument();
  });

  it('completes phone 2FA: Complete Verification sends a code first, Send Code another, then Verify Code', async () => {
    const view = open({
      [STATUS]: ok({ enabled2FA: 'true', type2FA: 'PHONE', verified2FA: 'false' }),
      [GENERATE]: ok(null, 'Code sent to your phone'),
      [VERIFY]: ok({ enabled2FA: 'true', type2FA: 'PHONE', verified2FA: 'true' }, '2FA verified successfully'),
    });
    expect(await screen.findByText('Phone', { exact: false }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Please complete verification to fully enable 2FA')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Complete Verification' }));
    expect(await screen.findByText('Code sent to your phone')).toBeInTheDocument();
    expect(view.network.requests(GENERATE)).toHaveLength(1);
    expect(view.network.requests(GENERATE)[0].body).toBeUndefined();
    expect(screen.queryByTitle('QR code for your authenticator app')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show a new QR code' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(view.network.requests(GENERATE)).toHaveLength(2));

    view.network.on(STATUS, ok({ enabled2FA: 'true', type2FA: 'PHONE', verified2FA: 'true' }));
    await view.user.type(screen.getByLabelText('Verification code'), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('2FA verified successfully')).toBeInTheDocument();
    expect(view.network.requests(VERIFY)[0].body).toEqual({ code: '654321' });
  });

  it('enables email 2FA: the code is sent with the enable call', async () => {
    const view = open({ [TOGGLE]: ok({ qrCode: null, secret: null }, 'Code sent to your email') });
    await view.user.click(await screen.findByRole('radio', { name: 'Email' }, LOAD));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.click(screen.getByRole('button', { name: 'Enable Email' }));
    expect(await screen.findByText('Code sent to your email')).toBeInTheDocument();
    expect(view.network.requests(TOGGLE)[0].body).toEqual({ enable: 'true', type2FA: 'EMAIL' });
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeInTheDocument();
    expect(screen.queryByTitle('QR code for your authenticator app')).not.toBeInTheDocument();
  });

  it('disables 2FA only after confirming with a current code, and shows the toggle fallbacks', async () => {
    const view = open({ [STATUS]: ok({ enabled2FA: 'true', type2FA: 'GOOGLE_AUTH', verified2FA: 'true' }), [TOGGLE]: fail(500) });
    expect(await screen.findByText('Authenticator App', { exact: false }, LOAD)).toBeInTheDocument();
    await view.user.click(await screen.findByRole('button', { name: 'Disable 2FA' }));
    // One click only asks: nothing is sent until the dialog is confirmed.
    let dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication?' });
    expect(view.network.requests(TOGGLE)).toHaveLength(0);
    expect(within(dialog).getByText('Enter the current 6-digit code from your authenticator app to confirm.')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.network.requests(TOGGLE)).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication?' });
    const input = within(dialog).getByLabelText('Verification code');
    await view.user.type(input, '12x3');
    expect(input).toHaveValue('123');
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the complete 6-digit verification code');
    expect(view.network.requests(TOGGLE)).toHaveLength(0);

    await view.user.type(input, '456');
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await within(dialog).findByText('Failed to toggle 2FA')).toBeInTheDocument();
    expect(view.network.requests(TOGGLE)[0].body).toEqual({ enable: 'false', code: '123456' });
    view.network.on(TOGGLE, NETWORK_FAILURE);
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await within(dialog).findByText('Network error while toggling 2FA')).toBeInTheDocument();
    view.network.on(TOGGLE, fail(400, 'Invalid verification code'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Disable two-factor authentication?' })).toBeInTheDocument();

    view.network.on(TOGGLE, ok({ qrCode: null, secret: null }, '2FA disabled successfully'));
    view.network.on(STATUS, ok(OFF));
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await screen.findByText('2FA disabled successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.network.requests(TOGGLE).at(-1)?.body).toEqual({ enable: 'false', code: '123456' });
    expect(await screen.findByRole('radio', { name: 'Authenticator App' })).toBeInTheDocument();
  });

  it('email 2FA: the disable dialog sends a code on request, then disables with it', async () => {
    const view = open({
      [STATUS]: ok({ enabled2FA: 'true', type2FA: 'EMAIL', verified2FA: 'true' }),
      [GENERATE]: ok(null, 'Code sent to your email'),
      [TOGGLE]: ok({ qrCode: null, secret: null }, '2FA disabled successfully'),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Disable 2FA' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication?' });
    expect(within(dialog).getByText('Send a code to your email, then enter it to confirm.')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText('Code sent to your email')).toBeInTheDocument();
    expect(view.network.requests(GENERATE)).toHaveLength(1);
    await view.user.type(within(dialog).getByLabelText('Verification code'), '654321');
    view.network.on(STATUS, ok(OFF));
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await screen.findByText('2FA disabled successfully')).toBeInTheDocument();
    expect(view.network.requests(TOGGLE)[0].body).toEqual({ enable: 'false', code: '654321' });
  });

  it("a main user's unverified setup is cancelled after confirmation, without a code", async () => {
    const view = open({
      [STATUS]: ok({ enabled2FA: 'true', type2FA: 'GOOGLE_AUTH', verified2FA: 'false' }),
      [TOGGLE]: ok({ qrCode: null, secret: null }, '2FA disabled successfully'),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Disable 2FA' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication?' });
    expect(within(dialog).getByText('The setup has not been verified yet; it will be removed.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Verification code')).not.toBeInTheDocument();
    view.network.on(STATUS, ok(OFF));
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await screen.findByText('2FA disabled successfully')).toBeInTheDocument();
    expect(view.network.requests(TOGGLE)[0].body).toEqual({ enable: 'false' });
  });

  it('shows the status failure fallback', async () => {
    open({ [STATUS]: fail(500) });
    expect(await screen.findByText('Failed to fetch 2FA status', {}, LOAD)).toBeInTheDocument();
  });

  it('shows the network failure of the status', async () => {
    open({ [STATUS]: NETWORK_FAILURE });
    expect(await screen.findByText('Network error while fetching 2FA status', {}, LOAD)).toBeInTheDocument();
  });

  it('reports a failed copy', async () => {
    const view = open({ [TOGGLE]: ok({ qrCode: URI, secret: 'JBSWY3DPEHPK3PXP' }) });
    await view.user.click(await screen.findByRole('button', { name: 'Next' }, LOAD));
    await view.user.click(screen.getByRole('button', { name: 'Enable Authenticator App' }));
    await screen.findByTitle('QR code for your authenticator app');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await view.user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy secret')).toBeInTheDocument();
  });
});
