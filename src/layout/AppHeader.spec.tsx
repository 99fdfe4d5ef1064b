import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fail, ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { keepEveryStyle } from '../test/emotionStyles';

// Reads the skip link's colours: every style rule, not only those that show or hide (src/test/emotionStyles.ts).
keepEveryStyle();

describe('AppHeader', () => {
  it('shows the logo, the theme toggle and the Profile menu with Settings and Logout', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant });
    expect(await screen.findByRole('link', { name: 'USDT Gateway Merchant Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle light/dark mode' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: /Profile$/ }));
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('offers "Skip to content" first, in the primary button\'s colours rather than white on the page\'s background (issue 30)', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant });
    await screen.findByRole('link', { name: 'USDT Gateway Merchant Dashboard' });
    await view.user.tab();
    const skip = screen.getByRole('button', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    // 6.3:1 (light theme); it was #FFFFFF on #F5F7FB, about 1:1.
    expect(skip).toHaveStyle({ backgroundColor: '#4F46E5', color: '#FFFFFF' });
  });

  it('opens the two-factor panel as a modal from the Profile menu and closes it', async () => {
    const status = { enabled2FA: 'false', type2FA: null, verified2FA: 'false' };
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { 'GET /auth/2fa-status': ok(status) } });
    await view.user.click(await screen.findByRole('button', { name: /Profile$/ }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    expect(await screen.findByRole('radio', { name: 'Authenticator App' })).toBeInTheDocument();
    expect(view.network.requests('GET /auth/2fa-status').length).toBeGreaterThan(0);
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(window.location.hash).toBe('#/dashboard');
  });

  it('logs out through POST /auth/logout and returns to the login page', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { 'POST /auth/logout': ok(null) } });
    await view.user.click(await screen.findByRole('button', { name: /Profile$/ }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(view.network.requests('POST /auth/logout')).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("says 'Logout failed!' and keeps the session when the server cannot log out", async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { 'POST /auth/logout': fail(500) } });
    await view.user.click(await screen.findByRole('button', { name: /Profile$/ }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed!')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('test-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
  });
});

describe('AppHeader theme toggle', () => {
  const stubMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = stubMatchMedia;
  });

  /** The OS colour-scheme preference as the browser reports it to matchMedia. */
  function preferColorScheme(scheme: 'light' | 'dark') {
    window.matchMedia = (query: string) => ({
      ...stubMatchMedia(query),
      matches: query.replace(/\s/g, '') === `(prefers-color-scheme:${scheme})`,
    });
  }

  // The page background of src/theme.ts (background.default), which CssBaseline puts on <body>.
  const LIGHT_BACKGROUND = 'rgb(245, 247, 251)';
  const DARK_BACKGROUND = 'rgb(11, 17, 32)';
  const bodyBackground = () => getComputedStyle(document.body).backgroundColor;

  it('starts dark when the OS prefers dark, and the toggle switches to light and back', async () => {
    preferColorScheme('dark');
    const view = renderApp({ url: '/dashboard', session: USERS.merchant });
    const toggle = await screen.findByRole('button', { name: 'Toggle light/dark mode' });
    await waitFor(() => expect(bodyBackground()).toBe(DARK_BACKGROUND));
    await view.user.click(toggle);
    await waitFor(() => expect(bodyBackground()).toBe(LIGHT_BACKGROUND));
    await view.user.click(toggle);
    await waitFor(() => expect(bodyBackground()).toBe(DARK_BACKGROUND));
  });

  it('starts light when the OS prefers light, and the toggle switches to dark', async () => {
    preferColorScheme('light');
    const view = renderApp({ url: '/dashboard', session: USERS.merchant });
    const toggle = await screen.findByRole('button', { name: 'Toggle light/dark mode' });
    await waitFor(() => expect(bodyBackground()).toBe(LIGHT_BACKGROUND));
    await view.user.click(toggle);
    await waitFor(() => expect(bodyBackground()).toBe(DARK_BACKGROUND));
  });
});
