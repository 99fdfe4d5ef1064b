import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../test/fetchDouble';
import { renderApp } from '../test/renderApp';

/** Issue 12: a sub-user whose 2FA a manager turned on enrols at sign-in before any session. */

const user = {
  _id: 'u-9',
  id: 'u-9',
  role: 'operation',
  email: 'member@sandbox.test',
  name: 'Member',
  isSubUser: true,
  parentUser: 'u-1',
};
const grant = ok({ user, token: 'tok', expiresAt: 0 }, 'Login successful');
const ENROL_MESSAGE = 'Your administrator requires two-factor authentication. Set it up to continue.';
const URI = 'otpauth://totp/USDT%20Merchant%20Sandbox:member%40sandbox.test?secret=JBSWY3DPEHPK3PXP&issuer=USDT%20Merchant%20Sandbox';

async function signIn(view: ReturnType<typeof renderApp>) {
  await view.user.type(await screen.findByLabelText('Email'), 'member@sandbox.test');
  await view.user.type(screen.getByLabelText('Password'), 'Sandbox#2026');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LoginPage: enrolment the server asks for', () => {
  it('authenticator: shows the QR code and the secret, stores no session, and the verified code signs in', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok(
          { requiresEnrolment: true, type2FA: 'GOOGLE_AUTH', email: 'member@sandbox.test', userId: 'u-9', qrCode: URI, secret: 'JBSWY3DPEHPK3PXP' },
          ENROL_MESSAGE,
        ),
        'POST /auth/verify-2fa': grant,
      },
    });
    await signIn(view);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ENROL_MESSAGE);
    expect(await screen.findByTitle('QR code for your authenticator app')).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();

    await view.user.type(screen.getByLabelText('Verification code'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    expect(view.network.requests('POST /auth/verify-2fa')[0].body).toEqual({ code: '123456', userId: 'u-9', loginFlow: true });
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('email: the sign-in answer already sent the code; the countdown runs and Resend code asks for another', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok(
          { requiresEnrolment: true, type2FA: 'EMAIL', email: 'member@sandbox.test', userId: 'u-9', qrCode: null, secret: null },
          ENROL_MESSAGE,
        ),
        'POST /auth/generate-2fa-code': ok(null, 'Code sent to your email'),
      },
    });
    // The clock the countdown and the cooldown read is fake; user-event's own timeouts stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await signIn(view);
    expect(await screen.findByText('Enter the 6-digit code we sent to your email to finish the setup.')).toBeInTheDocument();
    expect(screen.getByTestId('code-expiry')).toHaveTextContent(/^Code expires in (5:00|4:59)$/);
    expect(screen.queryByTitle('QR code for your authenticator app')).not.toBeInTheDocument();
    expect(view.network.requests('POST /auth/generate-2fa-code')).toHaveLength(0);
    // The code just sent holds Resend code for its cooldown.
    expect(screen.getByRole('button', { name: /^Resend code \(\d+ s\)$/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code sent to your email')).toBeInTheDocument();
    await waitFor(() => expect(view.network.requests('POST /auth/generate-2fa-code')[0].body).toEqual({ userId: 'u-9' }));
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
  it('an enrolment that ends with recovery codes shows them once, with Copy, before the dashboard', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `k7mq${i}-x9vtr`);
    const view = renderApp({
      routes: {
        'POST /auth/login': ok(
          { requiresEnrolment: true, type2FA: 'GOOGLE_AUTH', email: 'member@sandbox.test', userId: 'u-9', qrCode: URI, secret: 'JBSWY3DPEHPK3PXP' },
          ENROL_MESSAGE,
        ),
        'POST /auth/verify-2fa': ok({ user, token: 'tok', expiresAt: 0, recoveryCodes: codes }, 'Login successful'),
      },
    });
    await signIn(view);
    await view.user.type(await screen.findByLabelText('Verification code'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(screen.getByRole('heading', { level: 1, name: 'Recovery codes' })).toBeInTheDocument();
    expect(screen.getByText('Save these codes now: they are shown only once.')).toBeInTheDocument();
    // Signed in already, but the dashboard waits for the user.
    expect(sessionStorage.getItem('token')).toBe('tok');
    await view.user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Merchant Dashboard' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
