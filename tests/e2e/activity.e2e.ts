import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { apiGet, sessionToken } from './support/api';
import { useBrowserPage } from './support/browser';
import { heading, signInDirectly } from './support/login';

/**
 * Issue 16, in Chromium: what the demo merchant does shows on /activity, and the actor filter
 * narrows the list to one person. The IP address the test adds it removes again, so the shared
 * database is as it was (but for the log, which only grows).
 */

async function post(page: Page, path: string, data: object): Promise<number> {
  const token = await sessionToken(page);
  const response = await page.request.post(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  return response.status();
}

const rows = (page: Page) => page.getByRole('grid', { name: 'Activity' }).locator('[role="row"][data-id]');

describe('team activity log', () => {
  const page = useBrowserPage();

  it("shows the run's events of the demo merchant, filtered by actor", async () => {
    const ip = `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    // Finance signs in too (through the API), so there is another actor to filter out.
    const finance = await page().request.post('/api/auth/login', { data: { email: ACCOUNTS.finance, password: DEMO_PASSWORD } });
    expect(finance.status()).toBe(200);

    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    const merchantId = (await apiGet<{ user: { _id: string } }>(page(), '/auth/me')).user._id;
    expect(await post(page(), `/ip-whitelist/${merchantId}/add`, { ip })).toBe(200);
    expect(await post(page(), `/ip-whitelist/${merchantId}/update`, { ip, status: 'deleted' })).toBe(200);

    await page().getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity' }).click();
    await heading(page(), 'Activity').waitFor();
    await rows(page()).first().waitFor();

    await page().getByRole('textbox', { name: 'Actor' }).fill(ACCOUNTS.merchant);
    await page().waitForURL((url) => decodeURIComponent(url.hash).includes(`"actor":"${ACCOUNTS.merchant}"`));
    // react-admin keeps the unfiltered rows on screen until the filtered page arrives: wait for it.
    await expect.poll(async () => (await rows(page()).allTextContents()).every((text) => text.includes(ACCOUNTS.merchant))).toBe(true);
    const ipRows = rows(page()).filter({ hasText: ip });
    await expect.poll(() => ipRows.count()).toBe(2);
    expect(await ipRows.first().textContent()).toContain('IP whitelist changed');
    await expect.poll(async () => (await rows(page()).allTextContents()).some((text) => text.includes('Signed in'))).toBe(true);
    expect((await rows(page()).allTextContents()).some((text) => text.includes(ACCOUNTS.finance))).toBe(false);

    // The same screen for finance@'s events only: its sign-in, none of the merchant's changes.
    await page().getByRole('textbox', { name: 'Actor' }).fill(ACCOUNTS.finance);
    await page().waitForURL((url) => decodeURIComponent(url.hash).includes(`"actor":"${ACCOUNTS.finance}"`));
    await expect.poll(async () => (await rows(page()).allTextContents()).every((text) => text.includes(ACCOUNTS.finance))).toBe(true);
    expect((await rows(page()).allTextContents()).some((text) => text.includes('Signed in'))).toBe(true);
    expect(await rows(page()).filter({ hasText: ip }).count()).toBe(0);
  });
});
