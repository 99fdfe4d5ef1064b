import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { fail, ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { storeTestSession } from '../test/sessions';
import { SESSION_CHANNEL } from '../../authProvider/session';

describe('session in the shell', () => {
  it('sends an expired session to the login route and clears it', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { 'POST /auth/logout': ok(null) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    sessionStorage.setItem('token_expiry', String(Date.now() - 1));
    await view.user.click(await screen.findByRole('link', { name: 'Transactions' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
    expect(sessionStorage.getItem('userRole')).toBeNull();
  });

  it("leaves for the login route when one of react-admin's access checks notices the expiry first", async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { 'POST /auth/logout': ok(null) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    sessionStorage.setItem('token_expiry', String(Date.now() - 1));
    // As a screen mounted after the expiry asks, before the shell's periodic check (the e2e expiry journey's flake).
    await act(async () => expect(await view.providers.authProvider.canAccess({ resource: 'transactions', action: 'list' })).toBe(false));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
    expect(view.network.requests('POST /auth/logout')).toHaveLength(1);
  });

  it('opens the login route for a session that expired while the browser was closed', async () => {
    storeTestSession({ ...USERS.ops, rememberMe: true });
    localStorage.setItem('token_expiry', String(Date.now() - 1));
    const view = renderApp({ url: '/dashboard', routes: { 'POST /auth/logout': ok(null) } });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(view.network.requests('POST /auth/logout')).toHaveLength(1);
  });

  it('logs out when another tab logs out', async () => {
    renderApp({ url: '/dashboard', session: USERS.merchant });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    act(() => {
      const otherTab = new BroadcastChannel(SESSION_CHANNEL);
      otherTab.postMessage({ type: 'logout', from: 'another-tab' });
      otherTab.close();
    });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('answers of the gateway in the shell', () => {
  it('logs out on a 401 and says why on the login page', async () => {
    const view = renderApp({
      url: '/dashboard',
      session: { ...USERS.merchant, rememberMe: true },
      routes: {
        'GET /notifications/stats': fail(401, 'Authentication required. Please log in again.'),
        'POST /auth/logout': fail(401, 'Authentication required. Please log in again.'),
      },
    });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByText('Authentication required. Please log in again.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(view.network.requests('POST /auth/logout')).toHaveLength(1);
  });

  it('ends a refused session even when the logout call fails', async () => {
    const view = renderApp({
      url: '/dashboard',
      session: { ...USERS.merchant, rememberMe: true },
      routes: {
        'GET /notifications/stats': fail(401, 'Authentication required. Please log in again.'),
        'POST /auth/logout': fail(500, 'Database unavailable'),
      },
    });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByText('Authentication required. Please log in again.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(view.network.requests('POST /auth/logout')).toHaveLength(1);
  });

  it('keeps the session on a 403', async () => {
    renderApp({
      url: '/dashboard',
      session: USERS.ops,
      routes: { 'GET /notifications/stats': fail(403, 'Access denied') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionStorage.getItem('token')).toBe('test-token');
    expect(screen.getByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
  });
});
