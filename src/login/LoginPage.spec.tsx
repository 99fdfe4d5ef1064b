import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { NETWORK_FAILURE, fail, ok } from '../test/fetchDouble';
import { renderApp } from '../test/renderApp';

const user = {
  _id: 'u-1',
  id: 'u-1',
  role: 'merchant',
  email: 'merchant@sandbox.test',
  name: 'Main Merchant',
  isSubUser: false,
  parentUser: null,
};
const grant = ok({ user, token: 'tok', expiresAt: 0 }, 'Login successful');

/**
 * Fills the form: typed key by key when `typed`, else pasted into each field (a user's paste is
 * one input event, as fast as a test can fill a field; only the first test is about typing).
 */
async function typeCredentials(view: ReturnType<typeof renderApp>, { typed = false } = {}) {
  const fill = async (field: HTMLElement, text: string) => {
    if (typed) return view.user.type(field, text);
    await view.user.click(field);
    await view.user.paste(text);
  };
  await fill(await screen.findByLabelText('Email'), 'merchant@sandbox.test');
  await fill(screen.getByLabelText('Password'), 'Sandbox#2026');
}

async function signIn(view: ReturnType<typeof renderApp>, { rememberMe = false, typed = false } = {}) {
  await typeCredentials(view, { typed });
  if (rememberMe) await view.user.click(screen.getByLabelText('Remember me'));
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage: email and password (mode 1)', () => {
  it('signs in, shows the success message and opens the dashboard after the delay', async () => {
    const view = renderApp({ routes: { 'POST /auth/login': grant } });
    await typeCredentials(view, { typed: true });
    // The redirect delay runs on a clock the test moves (it also runs on its own); its length is
    // pinned by the "redirect delay" tests below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login successful! Redirecting...');
    expect(view.network.requests('POST /auth/login')[0].body).toEqual({
      email: 'merchant@sandbox.test',
      password: 'Sandbox#2026',
      rememberMe: false,
    });
    expect(window.location.hash).toBe('#/');
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, { timeout: 3000 })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/dashboard');
    expect(sessionStorage.getItem('token')).toBe('tok');
  });

  it('keeps the session in localStorage with Remember me', async () => {
    const view = renderApp({ routes: { 'POST /auth/login': grant } });
    await signIn(view, { rememberMe: true });
    await screen.findByText('Login successful! Redirecting...');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(view.network.requests('POST /auth/login')[0].body).toMatchObject({ rememberMe: true });
  });

  it('shows and hides the password', async () => {
    const view = renderApp();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await view.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await view.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires the email and the password before calling the server', async () => {
    const view = renderApp();
    await view.user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await view.user.type(screen.getByLabelText('Email'), 'merchant@sandbox.test');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    expect(view.network.requests('POST /auth/login')).toHaveLength(0);
  });

  it.each([
    ['the server message', fail(401, 'Invalid email or password'), 'Invalid email or password'],
    ['the network error', NETWORK_FAILURE, 'Network error. Please try again.'],
    ['the status after "Login failed. "', fail(500), 'Login failed. Server error. Please try again later.'],
    ['"Login failed" for an answer without a user', ok({}), 'Login failed'],
  ] as const)('shows %s', async (_case, reply, message) => {
    const view = renderApp({ routes: { 'POST /auth/login': reply } });
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace(/[.?()]/g, '\\$&')}$`));
    expect(window.location.hash).toBe('#/');
  });

  it('says when the session cannot be stored', async () => {
    const view = renderApp({ routes: { 'POST /auth/login': grant } });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('QuotaExceededError');
    };
    try {
      await signIn(view);
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to store user session data');
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});

describe('LoginPage: emailed code (mode 2)', () => {
  it('sends the code together with the credentials', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': (request) =>
          (request.body as { otp?: string }).otp === '123456' ? grant : ok({ requiresOTP: true, email: 'otp@sandbox.test' }),
      },
    });
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP sent to your email. Enter OTP to continue.');
    expect(screen.getByText(/otp@sandbox\.test/)).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Verification code'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login successful! Redirecting...');
    expect(view.network.requests('POST /auth/login')[1].body).toEqual({
      email: 'merchant@sandbox.test',
      password: 'Sandbox#2026',
      otp: '123456',
      rememberMe: false,
    });
  });

  it('accepts digits only, at most 6, and enables the button at exactly 6', async () => {
    const view = renderApp({ routes: { 'POST /auth/login': ok({ requiresOTP: true, email: 'otp@sandbox.test' }) } });
    await signIn(view);
    const input = await screen.findByLabelText('Verification code');
    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    expect(verify).toBeDisabled();
    await view.user.type(input, '12a-3');
    expect(input).toHaveValue('123');
    expect(verify).toBeDisabled();
    expect(screen.getByText('Please enter the complete 6-digit verification code')).toBeInTheDocument();
    await view.user.type(input, '456789');
    expect(input).toHaveValue('123456');
    expect(verify).toBeEnabled();
    expect(screen.queryByText('Please enter the complete 6-digit verification code')).not.toBeInTheDocument();
  });

  it('shows the server message or "OTP verification failed."', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': (request) =>
          (request.body as { otp?: string }).otp ? fail(400) : ok({ requiresOTP: true, email: 'otp@sandbox.test' }),
      },
    });
    await signIn(view);
    await view.user.type(await screen.findByLabelText('Verification code'), '111111');
    await view.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP verification failed.');
    view.network.on('POST /auth/login', fail(400, 'Invalid verification code'));
    await view.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification code'));
  });

  it('goes back to the sign-in form with Back to Login', async () => {
    const view = renderApp({ routes: { 'POST /auth/login': ok({ requiresOTP: true, email: 'otp@sandbox.test' }) } });
    await signIn(view);
    await view.user.click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('merchant@sandbox.test');
  });
});

describe('LoginPage: two-factor code (mode 3)', () => {
  it('verifies an authenticator code and redirects after 1 s', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok({ requires2FA: true, type2FA: 'GOOGLE_AUTH', email: 'totp@sandbox.test', userId: 'u-7' }),
        'POST /auth/verify-2fa': grant,
      },
    });
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete two-factor authentication');
    expect(view.network.requests('POST /auth/generate-2fa-code')).toHaveLength(0);
    await view.user.type(screen.getByLabelText('Verification code'), '654321');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login successful! Redirecting...');
    expect(view.network.requests('POST /auth/verify-2fa')[0].body).toEqual({ code: '654321', userId: 'u-7', loginFlow: true });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('takes a recovery code instead through "Use a recovery code", sent in the same code field', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok({ requires2FA: true, type2FA: 'GOOGLE_AUTH', email: 'totp@sandbox.test', userId: 'u-7' }),
        'POST /auth/verify-2fa': grant,
      },
    });
    await signIn(view);
    await view.user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    const field = screen.getByLabelText('Recovery code');
    const verify = screen.getByRole('button', { name: 'Verify Code' });
    await view.user.type(field, 'k7mq2-x9vt');
    expect(screen.getByText('A recovery code is ten letters and digits, e.g. k7mq2-x9vtr')).toBeInTheDocument();
    expect(verify).toBeDisabled();
    await view.user.type(field, 'r');
    expect(verify).toBeEnabled();
    await view.user.click(verify);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login successful! Redirecting...');
    expect(view.network.requests('POST /auth/verify-2fa')[0].body).toEqual({ code: 'k7mq2-x9vtr', userId: 'u-7', loginFlow: true });
  });

  it('says it asks for a recovery code, and words a refused recovery code for recovery codes', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok({ requires2FA: true, type2FA: 'GOOGLE_AUTH', email: 'totp@sandbox.test', userId: 'u-7' }),
        // What the server answers for a used or unknown recovery code (sandbox-api/auth/signIn.ts).
        'POST /auth/verify-2fa': fail(400, 'Invalid verification code'),
      },
    });
    await signIn(view);
    const appCode = 'Enter the 6-digit code from your authenticator app.';
    const recoveryCode = 'Enter one of the recovery codes you saved when you turned on 2FA.';
    expect(await screen.findByText(appCode)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByText(recoveryCode)).toBeInTheDocument();
    expect(screen.queryByText(appCode)).not.toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Recovery code'), 'k7mq2-x9vtr');
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This recovery code is not valid or has already been used. Each code works once: enter another of your saved codes.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Use your 2FA code instead' }));
    expect(screen.getByText(appCode)).toBeInTheDocument();
  });

  it('shows the server\'s other refusals of a recovery code as they are', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok({ requires2FA: true, type2FA: 'GOOGLE_AUTH', email: 'totp@sandbox.test', userId: 'u-7' }),
        'POST /auth/verify-2fa': fail(429, 'Too many attempts. Please try again later.'),
      },
    });
    await signIn(view);
    await view.user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await view.user.type(screen.getByLabelText('Recovery code'), 'k7mq2-x9vtr');
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('switches back to the 6-digit field, empty', async () => {
    const view = renderApp({
      routes: { 'POST /auth/login': ok({ requires2FA: true, type2FA: 'GOOGLE_AUTH', email: 'totp@sandbox.test', userId: 'u-7' }) },
    });
    await signIn(view);
    await view.user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await view.user.type(screen.getByLabelText('Recovery code'), 'abc');
    await view.user.click(screen.getByRole('button', { name: 'Use your 2FA code instead' }));
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
  });

  it('offers no recovery code while finishing an enrolment', async () => {
    const enrolling = renderApp({
      routes: {
        'POST /auth/login': ok({ requiresEnrolment: true, type2FA: 'GOOGLE_AUTH', email: 'new@sandbox.test', userId: 'u-9', qrCode: null, secret: null }),
      },
    });
    await signIn(enrolling);
    await screen.findAllByRole('button', { name: 'Verify Code' });
    expect(screen.queryAllByRole('button', { name: /recovery code/ })).toHaveLength(0);
  });

  it('asks generate-2fa-code first for an EMAIL code and says where it went', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok({ requires2FA: true, type2FA: 'EMAIL', email: 'm@sandbox.test', userId: 'u-8' }),
        'POST /auth/generate-2fa-code': ok(null, 'Code sent to your email'),
      },
    });
    await signIn(view);
    expect(await screen.findByText('Code sent to your email')).toBeInTheDocument();
    expect(view.network.requests('POST /auth/generate-2fa-code')[0].body).toEqual({ userId: 'u-8' });
    // The next code waits out the cooldown, shown on the button.
    expect(screen.getByRole('button', { name: 'Resend code (30 s)' })).toBeDisabled();
  });

  it('says when the code could not be sent', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok({ requires2FA: true, type2FA: 'PHONE', email: 'm@sandbox.test', userId: 'u-8' }),
        'POST /auth/generate-2fa-code': NETWORK_FAILURE,
      },
    });
    await signIn(view);
    expect(await screen.findByText('Network error while sending verification code')).toBeInTheDocument();
    view.network.on('POST /auth/generate-2fa-code', fail(500));
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Failed to send verification code')).toBeInTheDocument();
    view.network.on('POST /auth/generate-2fa-code', ok(null));
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code sent to your phone')).toBeInTheDocument();
  });

  it.each([
    [fail(400), 'Invalid verification code'],
    [fail(401, 'Verification code expired. Request a new one.'), 'Verification code expired. Request a new one.'],
    [NETWORK_FAILURE, 'Network error while verifying code'],
    [fail(500), '2FA verification failed. Please try again.'],
  ] as const)('shows the verify failure %#', async (reply, message) => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok({ requires2FA: true, type2FA: 'GOOGLE_AUTH', email: 'totp@sandbox.test', userId: 'u-7' }),
        'POST /auth/verify-2fa': reply,
      },
    });
    await signIn(view);
    await view.user.type(await screen.findByLabelText('Verification code'), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });

  it('goes back to the emailed-code step when the user came through it', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': (request) =>
          (request.body as { otp?: string }).otp
            ? ok({ requires2FA: true, type2FA: 'GOOGLE_AUTH', email: 'otp@sandbox.test', userId: 'u-7' })
            : ok({ requiresOTP: true, email: 'otp@sandbox.test' }),
      },
    });
    await signIn(view);
    await view.user.type(await screen.findByLabelText('Verification code'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await view.user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
  });

  it('goes back to the emailed-code step also when no code was emailed, and says so', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok({ requires2FA: true, type2FA: 'GOOGLE_AUTH', email: 'totp@sandbox.test', userId: 'u-7' }),
      },
    });
    await signIn(view);
    await view.user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(
      screen.getByText('No emailed code was needed for this sign-in. Press Resend code to continue, or Back to Login to start over.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/expires in|has expired/i)).not.toBeInTheDocument();
    // Resend code repeats the password step: this account is led on to its 2FA step again.
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Verify Code' })).toBeInTheDocument();
    expect(view.network.requests('POST /auth/login')).toHaveLength(2);
  });
});

describe('LoginPage: forgot password (mode 4)', () => {
  it('sends the reset link for the email', async () => {
    const view = renderApp({ routes: { 'POST /auth/forgot-password': ok(null, 'If the account exists, a link was sent') } });
    await view.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await view.user.type(screen.getByLabelText('Email'), 'merchant@sandbox.test');
    await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset link sent to your email!');
    expect(view.network.requests('POST /auth/forgot-password')[0].body).toEqual({ email: 'merchant@sandbox.test' });
    await view.user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each([
    [fail(500), 'Failed to send reset link.'],
    [NETWORK_FAILURE, 'Network error. Please check your connection.'],
    [fail(429, 'Too many attempts. Please try again later.'), 'Too many attempts. Please try again later.'],
  ] as const)('shows the failure %#', async (reply, message) => {
    const view = renderApp({ routes: { 'POST /auth/forgot-password': reply } });
    await view.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await view.user.type(screen.getByLabelText('Email'), 'merchant@sandbox.test');
    await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('needs an email', async () => {
    const view = renderApp();
    await view.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  });
});

describe('LoginPage: redirect delay after a successful sign-in (000 sections 4 and 9)', () => {
  /**
   * The redirect timer runs on a fake clock that only the test moves, so the checks hold however
   * slow the machine is. The clock is faked just before the last submit, which is clicked with
   * fireEvent because user-event and findBy wait on setTimeout. vi.waitFor polls on real timers
   * until the message shows and the redirect timer is pending (React starts it in an effect, a
   * moment after the message renders; it is the only timer a sign-in starts). Each poll moves the
   * fake clock by the 10 ms interval, so the clock is at most 10 ms ahead of the redirect timer.
   */
  async function submitOnFakeClock(name: string) {
    const submit = screen.getByRole('button', { name });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit);
    await vi.waitFor(
      () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Login successful! Redirecting...');
        expect(vi.getTimerCount()).toBe(1);
      },
      { timeout: 10_000, interval: 10 },
    );
  }

  function advance(ms: number) {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  }

  it('opens the dashboard 1.2 s after a password sign-in, not before', async () => {
    const view = renderApp({ routes: { 'POST /auth/login': grant } });
    await typeCredentials(view);
    await submitOnFakeClock('Sign In');
    advance(1100);
    expect(window.location.hash).toBe('#/');
    advance(200);
    expect(window.location.hash).toBe('#/dashboard');
  });

  it('opens the dashboard 1.2 s after the emailed code, not before', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': (request) =>
          (request.body as { otp?: string }).otp ? grant : ok({ requiresOTP: true, email: 'otp@sandbox.test' }),
      },
    });
    await signIn(view);
    await view.user.type(await screen.findByLabelText('Verification code'), '123456');
    await submitOnFakeClock('Verify OTP');
    advance(1100);
    expect(window.location.hash).toBe('#/');
    advance(200);
    expect(window.location.hash).toBe('#/dashboard');
  });

  it('opens the dashboard 1 s after the two-factor code, not before', async () => {
    const view = renderApp({
      routes: {
        'POST /auth/login': ok({ requires2FA: true, type2FA: 'GOOGLE_AUTH', email: 'totp@sandbox.test', userId: 'u-7' }),
        'POST /auth/verify-2fa': grant,
      },
    });
    await signIn(view);
    await view.user.type(await screen.findByLabelText('Verification code'), '654321');
    await submitOnFakeClock('Verify Code');
    advance(900);
    expect(window.location.hash).toBe('#/');
    advance(200);
    expect(window.location.hash).toBe('#/dashboard');
  });
});
