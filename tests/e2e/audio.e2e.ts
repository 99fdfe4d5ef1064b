import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { button, heading, signInDirectly } from './support/login';

/**
 * Issue 12 item 9, in Chromium: the audio choice of Settings › Notifications sticks (DECISIONS
 * "Audio choice"). Each test has a fresh browser context, so its stored choice is its own.
 */

const status = (page: Page) => page.getByTestId('audio-status');
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('audioPermission'));

/** Signs merchant@ in straight onto Settings (the dashboard is not rendered first). */
async function openNotifications(page: Page): Promise<void> {
  await signInDirectly(page, ACCOUNTS.merchant, DEMO_PASSWORD, '/settings');
  await heading(page, 'Settings').waitFor();
  await status(page).waitFor();
}

describe('audio choice', () => {
  const page = useBrowserPage();

  it('keeps Disable after a click and a key press elsewhere and after a reload', async () => {
    await openNotifications(page());
    await button(page(), 'Disable').click();
    await expect.poll(() => status(page()).innerText()).toBe('Disabled');

    await heading(page(), 'Settings').click();
    await page().keyboard.press('Tab');
    await page().mouse.click(5, 5);
    expect(await stored(page())).toBe('denied');
    expect(await status(page()).innerText()).toBe('Disabled');

    await page().reload();
    await status(page()).waitFor();
    expect(await status(page()).innerText()).toBe('Disabled');
    await heading(page(), 'Settings').click();
    expect(await stored(page())).toBe('denied');
    expect(await status(page()).innerText()).toBe('Disabled');
  });

  it('after Reset Permission, the next click grants sound and the tab shows it without a reload', async () => {
    await openNotifications(page());
    await button(page(), 'Disable').click();
    await button(page(), 'Reset Permission').click();
    await expect.poll(() => status(page()).innerText()).toBe('Not Set');
    expect(await stored(page())).toBeNull();

    await heading(page(), 'Settings').click();
    await expect.poll(() => status(page()).innerText()).toBe('Enabled');
    expect(await stored(page())).toBe('granted');
    await page().reload();
    await status(page()).waitFor();
    expect(await status(page()).innerText()).toBe('Enabled');
  });
});
