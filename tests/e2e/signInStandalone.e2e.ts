import { describe, expect, it } from 'vitest';
import type { Page, Request, Response } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { button, field, openLogin, signIn, waitForDashboard } from './support/login';

/**
 * Words that only the admin app's libraries carry in the built scripts: a script holding one of
 * them brings react-admin (ra-core), the router or react-query.
 */
const ADMIN_MARKERS = {
  'ra-core': 'ra.auth.auth_check_error',
  'react-router': 'may be used only in the context of a <Router> component',
  'react-query': 'No QueryClient set',
} as const;

/** Every script the page fetches, with the admin libraries each one carries. */
function recordScripts(page: Page) {
  const scripts: { url: string; carries: Promise<string[]> }[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const carries = response
      .text()
      .then((body) => Object.entries(ADMIN_MARKERS).filter(([, marker]) => body.includes(marker)).map(([name]) => name))
      .catch(() => []);
    scripts.push({ url: response.url(), carries });
  });
  /** The admin libraries among the scripts fetched so far. */
  return async () => [...new Set((await Promise.all(scripts.map((script) => script.carries))).flat())].sort();
}

describe('the sign-in page stands alone (issue 17)', () => {
  const page = useBrowserPage();

  it('fetches no react-admin, router or react-query script until the user types; signing in loads the admin app and shows the dashboard', async () => {
    const adminLibraries = recordScripts(page());
    await openLogin(page());
    await page().waitForLoadState('networkidle');
    expect(await adminLibraries()).toEqual([]);

    // The first key starts loading the admin app, so it is there when the redirect comes.
    await field(page(), 'Email').pressSequentially(ACCOUNTS.merchant);
    await expect.poll(adminLibraries, { timeout: 10_000 }).toEqual(Object.keys(ADMIN_MARKERS).sort());
    expect(new URL(page().url()).hash).toBe('#/');

    await field(page(), 'Password').fill(DEMO_PASSWORD);
    await button(page(), 'Sign In').click();
    await waitForDashboard(page());
  });

  it('the reset-password page loads none of them either', async () => {
    const adminLibraries = recordScripts(page());
    await page().goto('/#/reset-password?token=not-a-real-token-0123456789');
    await field(page(), 'New Password').waitFor();
    await page().waitForLoadState('networkidle');
    expect(await adminLibraries()).toEqual([]);
  });

  it('a signed-in visitor who opens #/ goes straight to the dashboard, whose scripts download while the entry does (issue 27)', async () => {
    await signIn(page(), ACCOUNTS.merchant, DEMO_PASSWORD, { rememberMe: true });
    await page().goto('/#/');
    // The entry is held back for a second: src/boot.ts asks for the admin app and the dashboard's
    // screen in the meantime, where the entry itself would ask only once it has loaded and run.
    const whileEntryLoads: string[] = [];
    let entryHeld = true;
    const record = (request: Request) => {
      if (entryHeld) whileEntryLoads.push(new URL(request.url()).pathname);
    };
    page().on('request', record);
    await page().route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      entryHeld = false;
      await route.continue();
    });
    try {
      await page().reload();
      await waitForDashboard(page());
    } finally {
      page().off('request', record);
      await page().unroute(/\/assets\/index-[\w-]+\.js$/);
    }
    expect(whileEntryLoads.some((file) => /\/AdminApp-[\w-]+\.js$/.test(file)), whileEntryLoads.join('\n')).toBe(true);
    expect(whileEntryLoads.some((file) => /\/DashboardPage-[\w-]+\.js$/.test(file)), whileEntryLoads.join('\n')).toBe(true);
  });
});
