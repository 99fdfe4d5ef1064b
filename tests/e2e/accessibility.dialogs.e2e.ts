import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { freshTronAddress } from './support/wallets';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { WIDTHS, openRoute, report, scanThemes, useAxeBrowser, type Finding } from './support/axe';
import { button, field, signInDirectly } from './support/login';

/** Issue 30's axe suite (support/axe.ts): the main dialogs, open, as merchant@. */
const openPage = useAxeBrowser();

describe('accessibility of the main dialogs (axe-core, WCAG 2.2 AA)', { timeout: 600_000 }, () => {
  it.each(WIDTHS)('the main dialogs, open, at %i px', async (width) => {
    const { page, idle } = await openPage(width);
    const findings: Finding[] = [];
    await signInDirectly(page, ACCOUNTS.merchant, DEMO_PASSWORD, '/withdraw-requests');
    await idle();
    const scanDialog = async (where: string, dialog: Locator, close: () => Promise<void> = () => page.keyboard.press('Escape')) => {
      await dialog.waitFor();
      findings.push(...(await scanThemes(page, where, idle)));
      await close();
      await dialog.waitFor({ state: 'detached' });
      await idle();
    };

    // Payout confirmation.
    const wallet = freshTronAddress();
    await field(page, 'Amount \\(USDT\\)').fill('1.23');
    await field(page, 'Merchant Wallet Address').fill(wallet);
    await button(page, 'Submit Payout Request').click();
    await scanDialog('payout confirmation', page.getByRole('dialog', { name: 'Confirm payout' }));

    // Step-up confirmation: adding a webhook endpoint asks for it; cancelled, nothing is added.
    await openRoute(page, idle, '/settings');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await field(page, 'Endpoint URL').fill('https://example.com/axe');
    await page.getByRole('checkbox', { name: 'Deposit confirmed' }).check();
    await button(page, 'Add endpoint').click();
    await scanDialog('step-up confirmation', page.getByRole('dialog', { name: 'Confirm it is you' }));

    // Notification menu.
    await openRoute(page, idle, '/dashboard');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await scanDialog('notification menu', page.getByRole('dialog', { name: 'Notifications' }));

    // Complaint answer.
    await openRoute(page, idle, '/complaints');
    await page.getByRole('button', { name: 'Update Request' }).first().click();
    await scanDialog('complaint answer', page.getByRole('dialog', { name: 'Update Request' }));

    // Add sub-user, and a sub-user's 2FA.
    await openRoute(page, idle, '/role-management');
    await button(page, 'Add Sub-user').click();
    await scanDialog('add sub-user', page.getByRole('dialog', { name: 'Add Sub-user' }));
    await page.getByRole('button', { name: /^2FA / }).first().click();
    await scanDialog('sub-user 2FA', page.getByRole('dialog', { name: 'Two-Factor Authentication' }));

    // Transaction details (a grid row, a card on a phone) and the export confirmation.
    await openRoute(page, idle, '/transactions');
    await page.locator('[role="grid"] [role="row"][data-id], main li button').first().click();
    await scanDialog('transaction details', page.getByRole('dialog', { name: 'Transaction Details' }));
    await button(page, 'Export').click();
    await scanDialog('export confirmation', page.getByRole('dialog', { name: 'Export to Excel' }));

    expect(report(findings)).toEqual([]);
  });
});
