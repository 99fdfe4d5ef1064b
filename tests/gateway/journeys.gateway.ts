import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserPage } from '../e2e/support/browser';
import { signIn } from '../e2e/support/login';
import { SEED } from './store';

/**
 * The spec's journeys against the reference gateway (tests/gateway/server.ts): a gateway that
 * follows the spec but is not the sandbox: cookie-only sessions, `id` for `_id`, string flags,
 * credentials under `merchant`, lists as `data[]` with `pagination`, amounts as strings, dates as
 * epoch milliseconds, no socket.io and none of the sandbox's additions.
 */

/** Amounts as the dashboard prints them: grouped, 2 decimals (000 section 9). */
const grouped = (value: string) => Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function seeText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor();
}

describe('the dashboard against the reference gateway', () => {
  const page = useBrowserPage();

  it('signs in by password with a cookie-only session and shows the gateway figures on the dashboard', async () => {
    await signIn(page(), SEED.merchant.email, SEED.password);
    await seeText(page(), grouped(SEED.bigDeposit));
    const stored = await page().evaluate(() => ({ ...sessionStorage }));
    expect(stored.token).toBeUndefined();
  });
});
