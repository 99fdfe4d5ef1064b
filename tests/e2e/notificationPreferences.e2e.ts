import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { heading, signInDirectly } from './support/login';

/**
 * Issue 13, in Chromium: a notification preference chosen in Settings › Notifications is saved by
 * the gateway, so it is still there after a reload. The test puts the switch back as it found it.
 */

const emailOfPayouts = (page: Page) => page.getByRole('switch', { name: 'Email: Payout settled' });
const saving = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/user/notifications/preferences') && response.request().method() === 'PUT');

/** Settings › Notifications, on the page signed in straight onto Settings. */
async function notificationsShown(page: Page): Promise<void> {
  await heading(page, 'Settings').waitFor();
  await page.getByRole('table', { name: 'Notification preferences' }).waitFor();
}

describe('notification preferences', () => {
  const page = useBrowserPage();

  it('a switch toggled in Settings › Notifications persists across a reload', async () => {
    await signInDirectly(page(), ACCOUNTS.ops, DEMO_PASSWORD, '/settings');
    await notificationsShown(page());
    const before = await emailOfPayouts(page()).isChecked();
    expect(await page().evaluate(() => localStorage.getItem('audioPermission'))).toBeNull();

    // The first gesture after sign-in also grants audio (000 section 4); the switch still gets it.

    const [saved] = await Promise.all([saving(page()), emailOfPayouts(page()).click()]);
    expect(saved.status()).toBe(200);
    await expect.poll(() => emailOfPayouts(page()).isChecked()).toBe(!before);

    await page().reload();
    await notificationsShown(page());
    expect(await emailOfPayouts(page()).isChecked()).toBe(!before);

    // Back as it was, for the other tests that share this database.
    const [restored] = await Promise.all([saving(page()), emailOfPayouts(page()).click()]);
    expect(restored.status()).toBe(200);
    await expect.poll(() => emailOfPayouts(page()).isChecked()).toBe(before);
  });
});
