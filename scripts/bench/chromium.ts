import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, MAIN_MERCHANT } from './sandbox';

/** Debian's Chromium, and the flags that keep it off Google's services, which this closed network refuses. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Signs merchant@ in through the login page, as a user would, and waits for the dashboard.
 * `url` is the login page (default `/#/`, relative to the context's baseURL).
 */
export async function signInAsMerchant(page: Page, options: { url?: string; rememberMe?: boolean; timeout?: number } = {}): Promise<void> {
  await page.goto(options.url ?? '/#/');
  await page.getByLabel(/^Email(\s*\*)?$/).fill(MAIN_MERCHANT);
  await page.getByLabel(/^Password(\s*\*)?$/).fill(DEMO_PASSWORD);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/#\/dashboard$/, options.timeout ? { timeout: options.timeout } : undefined);
}
