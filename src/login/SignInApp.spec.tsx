import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFetchDouble, fail, ok } from '../test/fetchDouble';
import { SignInApp } from './SignInApp';

const user = {
  _id: 'u-1',
  id: 'u-1',
  role: 'merchant',
  email: 'merchant@sandbox.test',
  name: 'Main Merchant',
  isSubUser: false,
  parentUser: null,
};

function renderSignIn(url: string, routes = {}) {
  window.location.hash = `#${url}`;
  const network = createFetchDouble(routes);
  const onSignedIn = vi.fn();
  const onLeave = vi.fn();
  const prefetchAdmin = vi.fn();
  render(<SignInApp fetch={network.fetch} onSignedIn={onSignedIn} onLeave={onLeave} prefetchAdmin={prefetchAdmin} />);
  return { network, onSignedIn, onLeave, prefetchAdmin, user: userEvent.setup() };
}

afterEach(() => {
  window.location.hash = '';
});

describe('SignInApp: the sign-in page before the admin app (issue 17)', () => {
  it('starts loading the admin app at the first key, signs in and hands over at #/dashboard after the delay', async () => {
    const view = renderSignIn('/', { 'POST /auth/login': ok({ user, token: 'tok', expiresAt: 0 }, 'Login successful') });
    const email = await screen.findByLabelText('Email');
    expect(document.title).toBe('Sign in · USDT Gateway');
    expect(view.prefetchAdmin).not.toHaveBeenCalled();
    await view.user.type(email, 'merchant@sandbox.test');
    expect(view.prefetchAdmin).toHaveBeenCalledTimes(1);
    await view.user.type(screen.getByLabelText('Password'), 'Sandbox#2026');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login successful! Redirecting...');
    expect(view.network.requests('POST /auth/login')[0].body).toEqual({
      email: 'merchant@sandbox.test',
      password: 'Sandbox#2026',
      rememberMe: false,
    });
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(view.onSignedIn).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(view.onSignedIn).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(window.location.hash).toBe('#/dashboard');
    expect(view.prefetchAdmin).toHaveBeenCalledTimes(1);
  });

  it("shows the spec's messages with its own strings: a refused sign-in and the emailed-code step", async () => {
    const view = renderSignIn('/', { 'POST /auth/login': fail(401, 'Invalid email or password') });
    await view.user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await view.user.type(screen.getByLabelText('Email'), 'merchant@sandbox.test');
    await view.user.type(screen.getByLabelText('Password'), 'wrong');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    view.network.on('POST /auth/login', ok({ requiresOTP: true, email: 'merchant@sandbox.test' }));
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP sent to your email. Enter OTP to continue.');
    expect(screen.getByText('Enter the 6-digit code sent to merchant@sandbox.test.')).toBeInTheDocument();
    expect(screen.getByText(/^Code expires in (5:00|4:59)$/)).toBeInTheDocument();
    expect(view.onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the reset-password page at #/reset-password and goes back to sign-in in place', async () => {
    const view = renderSignIn('/reset-password?token=reset-token-0123456789abcdef');
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show New Password' })).toHaveLength(1);
    await view.user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
    expect(view.onLeave).not.toHaveBeenCalled();
  });

  it('hands over to the admin app when the address leaves the pages outside the shell', async () => {
    const view = renderSignIn('/');
    await screen.findByRole('button', { name: 'Sign In' });
    // jsdom fires the hashchange of a new fragment itself (as a browser does), a task later.
    act(() => {
      window.location.hash = '#/transactions';
    });
    await vi.waitFor(() => expect(view.onLeave).toHaveBeenCalledTimes(1));
  });
});
