import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { fail, ok } from '../test/fetchDouble';
import { renderApp } from '../test/renderApp';
import { formatRemaining } from '../common/countdown';

/** Issue 12: mode 2 shows the countdown to the code's 5-minute expiry and offers Resend code. */

const OTP_SENT = 'OTP sent to your email. Enter OTP to continue.';
const askForOtp = ok({ requiresOTP: true, email: 'otp@sandbox.test' }, OTP_SENT);

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const expiry = () => screen.getByTestId('code-expiry');

async function openOtpStep(view: ReturnType<typeof renderApp>) {
  await view.user.type(await screen.findByLabelText('Email'), 'otp@sandbox.test');
  await view.user.type(screen.getByLabelText('Password'), 'Sandbox#2026');
  // The clock the countdown reads (Date and its interval) is fake; user-event's own timeouts stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(OTP_SENT);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('formatRemaining', () => {
  it('shows m:ss, rounded up to the second, never below 0:00', () => {
    expect(formatRemaining(300_000)).toBe('5:00');
    expect(formatRemaining(299_001)).toBe('5:00');
    expect(formatRemaining(61_000)).toBe('1:01');
    expect(formatRemaining(9_000)).toBe('0:09');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});

describe('LoginPage mode 2: code expiry and Resend code', () => {
  it('counts down to the 5-minute expiry, says when the code has expired, and Resend code starts again', async () => {
    const view = renderApp({ routes: { 'POST /auth/login': askForOtp } });
    await openOtpStep(view);
    expect(expiry()).toHaveTextContent('Code expires in 5:00');
    advance(1000);
    expect(expiry()).toHaveTextContent('Code expires in 4:59');
    advance(59_000);
    expect(expiry()).toHaveTextContent('Code expires in 4:00');
    advance(239_000);
    expect(expiry()).toHaveTextContent('Code expires in 0:01');
    advance(1000);
    expect(expiry()).toHaveTextContent('This code has expired. Use Resend code to get a new one.');

    // Resend code: the credentials again without a code, "Code sent to your email", a fresh 5 minutes.
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(view.network.requests('POST /auth/login')).toHaveLength(2));
    expect(view.network.requests('POST /auth/login')[1].body).toEqual({
      email: 'otp@sandbox.test',
      password: 'Sandbox#2026',
      rememberMe: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Code sent to your email');
    await waitFor(() => expect(expiry()).toHaveTextContent('Code expires in 5:00'));
    advance(30_000);
    expect(expiry()).toHaveTextContent('Code expires in 4:30');
  });

  it('waits 30 s before another Resend code, with the seconds left on the button', async () => {
    const view = renderApp({ routes: { 'POST /auth/login': askForOtp } });
    await openOtpStep(view);
    const resend = () => screen.getByRole('button', { name: /^Resend code/ });
    expect(resend()).toHaveTextContent('Resend code (30 s)');
    expect(resend()).toBeDisabled();
    advance(1000);
    expect(resend()).toHaveTextContent('Resend code (29 s)');
    advance(29_000);
    expect(resend()).toHaveAccessibleName('Resend code');
    expect(resend()).toBeEnabled();

    await view.user.click(resend());
    expect(await screen.findByRole('alert')).toHaveTextContent('Code sent to your email');
    expect(view.network.requests('POST /auth/login')).toHaveLength(2);
    // The new code starts a new cooldown.
    await waitFor(() => expect(resend()).toHaveTextContent('Resend code (30 s)'));
    expect(resend()).toBeDisabled();
  });

  it('shows the server refusal of a resend (the mail limit) and keeps the running countdown', async () => {
    const view = renderApp({ routes: { 'POST /auth/login': askForOtp } });
    await openOtpStep(view);
    advance(120_000);
    view.network.on('POST /auth/login', fail(429, 'Too many attempts. Please try again later.'));
    await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    expect(expiry()).toHaveTextContent('Code expires in 3:00');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
  });
});
