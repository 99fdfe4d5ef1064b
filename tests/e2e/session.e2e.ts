import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { artifactPath } from './support/artifacts';
import { useBrowserPage } from './support/browser';
import { button, heading, signIn, signInDirectly } from './support/login';
import { sandboxURL } from './support/sandboxURL';

type StorageArea = 'localStorage' | 'sessionStorage';

function readStorage(page: Page, area: StorageArea, key: string): Promise<string | null> {
  return page.evaluate(([area, key]) => window[area as StorageArea].getItem(key), [area, key]);
}

const hashOf = (page: Page) => new URL(page.url()).hash;

describe('session', () => {
  const page = useBrowserPage();

  it('Remember me keeps the session in localStorage, otherwise in sessionStorage', async () => {
    await signIn(page(), ACCOUNTS.merchant, DEMO_PASSWORD, { rememberMe: true });
    expect(await readStorage(page(), 'localStorage', 'token')).toBeTruthy();
    expect(await readStorage(page(), 'sessionStorage', 'token')).toBeNull();

    await page().context().clearCookies();
    await page().evaluate(() => localStorage.clear());
    await signIn(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    expect(await readStorage(page(), 'sessionStorage', 'token')).toBeTruthy();
    expect(await readStorage(page(), 'localStorage', 'token')).toBeNull();
  });

  it('an expired token_expiry sends the user to #/ on reload and clears the session', async () => {
    await signIn(page(), ACCOUNTS.merchant, DEMO_PASSWORD, { rememberMe: true });
    expect(Number(await readStorage(page(), 'localStorage', 'token_expiry'))).toBeGreaterThan(Date.now());

    await page().evaluate(() => localStorage.setItem('token_expiry', String(Date.now() - 1000)));
    await page().reload();
    await button(page(), 'Sign In').waitFor();
    expect(hashOf(page())).toBe('#/');
    expect(await readStorage(page(), 'localStorage', 'token')).toBeNull();
  });

  it('Logout from the Profile menu returns to the login page', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    await page().getByRole('button', { name: 'Profile' }).click();
    await page().getByRole('menuitem', { name: 'Logout' }).click();
    await button(page(), 'Sign In').waitFor();
    expect(hashOf(page())).toBe('#/');
    expect(await readStorage(page(), 'sessionStorage', 'token')).toBeNull();

    // The session is over: the dashboard route no longer opens.
    await page().goto('/#/dashboard');
    await button(page(), 'Sign In').waitFor();
  });

  it('ops@ opening #/api-credentials gets the Access Denied page', async () => {
    await signInDirectly(page(), ACCOUNTS.ops, DEMO_PASSWORD);
    await page().goto('/#/api-credentials');
    await heading(page(), 'Access Denied').waitFor();
    await page().getByText("You need 'api-credentials' permission to access this page.").waitFor();
    const main = page().getByRole('main');
    await main.getByText(/\boperation\b/).first().waitFor();
    await main.getByText('api-credentials', { exact: true }).waitFor();

    await button(page(), 'Go Back').click();
    await page().waitForURL(/#\/dashboard$/);
  });

  it('the signed-in dashboard renders (screenshot in tests/e2e/.artifacts/)', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    await page().getByRole('button', { name: 'Profile' }).waitFor();
    // The bell's badge shows the unread count the API reports.
    const token = await readStorage(page(), 'sessionStorage', 'token');
    const stats = await fetch(`${sandboxURL()}/api/notifications/stats`, { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await stats.json()) as { data: { unreadCount: number } };
    expect(data.unreadCount).toBeGreaterThan(0);
    const bell = page().getByRole('button', { name: 'Notifications' });
    // As MUI's badge shows it: the demo and the other files' events can take it past 99.
    await expect.poll(async () => (await bell.innerText()).trim()).toBe(data.unreadCount > 99 ? '99+' : String(data.unreadCount));

    const file = artifactPath('dashboard-merchant');
    await page().screenshot({ path: file, fullPage: true });
    expect(statSync(file).size).toBeGreaterThan(10_000);
  });
});
