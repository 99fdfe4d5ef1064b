import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { heading, signIn } from './support/login';

/**
 * Issue 13, in Chromium: a notification preference chosen in Settings › Notifications is saved by
 * the gateway, so it is still there after a reload. The test puts the switch back as it found it.
 */

const emailOfPayouts = (page: Page) => page.getByRole('switch', { name: 'Email: Payout settled' });
const saving = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/user/notifications/preferences') && response.request().method() === 'PUT');

async function openNotifications(page: Page): Promise<void> {
  await page.goto('/#/settings');
  await heading(page, 'Settings').waitFor();
  await page.getByRole('table', { name: 'Notification preferences' }).waitFor();
  // The tab's first gesture grants audio (000 section 4). It is made here, not on a switch: today
  // that grant re-renders the page in the middle of the click (audioPermission.ts watchAudioUnlock),
  // and the controlled switch then loses that first click (left open, reported in issue 13).
  await heading(page, 'Settings').click();
}

describe('notification preferences', () => {
  const page = useBrowserPage();

  it('a switch toggled in Settings › Notifications persists across a reload', async () => {
    await signIn(page(), ACCOUNTS.ops, DEMO_PASSWORD);
    await openNotifications(page());
    const before = await emailOfPayouts(page()).isChecked();

    const [saved] = await Promise.all([saving(page()), emailOfPayouts(page()).click()]);
    expect(saved.status()).toBe(200);
    await expect.poll(() => emailOfPayouts(page()).isChecked()).toBe(!before);

    await page().reload();
    await openNotifications(page());
    expect(await emailOfPayouts(page()).isChecked()).toBe(!before);

    // Back as it was, for the other tests that share this database.
    const [restored] = await Promise.all([saving(page()), emailOfPayouts(page()).click()]);
    expect(restored.status()).toBe(200);
    await expect.poll(() => emailOfPayouts(page()).isChecked()).toBe(before);
  });
});
