import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshTronAddress } from './support/wallets';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { focusWithKeys, focusedElement, isFocused, pressUntilFocused } from './support/keyboard';
import { button, field, heading, signInDirectly } from './support/login';
import { apiSession, setPayoutPolicy } from './support/merchantApi';
import { simulateComplaint } from './support/simulate';

const page = useBrowserPage();

/** Payout Requests' form, filled and sent from the keyboard: amount, address, Submit. */
async function requestPayoutByKeys(page: Page, amount: string, wallet: string): Promise<void> {
  await heading(page, 'Payout Requests').waitFor();
  await focusWithKeys(page, field(page, 'Amount \\(USDT\\)'));
  await page.keyboard.type(amount);
  await focusWithKeys(page, field(page, 'Merchant Wallet Address'));
  await page.keyboard.type(wallet);
  await page.getByText('Valid USDT-TRC20 address').waitFor();
  await focusWithKeys(page, button(page, 'Submit Payout Request'));
  await page.keyboard.press('Enter');
}

/**
 * Issue 30's keyboard-only journeys about money: no mouse event, only keys, typing into the field the keys reached, and
 * checks of where the focus is and that it shows (support/keyboard.ts). The others are in keyboard.e2e.ts.
 */
describe('keyboard only, money (issue 30)', { timeout: 120_000 }, () => {
  it('requests a payout and confirms it', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/withdraw-requests');
    const wallet = freshTronAddress();
    await requestPayoutByKeys(page(), '1.11', wallet);
    const dialog = page().getByRole('dialog', { name: 'Confirm payout' });
    await dialog.getByText(wallet).waitFor();
    // The confirmation starts on Cancel (a payout cannot be undone); the keys move on to Confirm Payout.
    expect(await isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await focusWithKeys(page(), dialog.getByRole('button', { name: 'Confirm Payout' }));
    await page().keyboard.press('Enter');
    await page().getByText('Withdrawal request submitted successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page().getByText(wallet).first().waitFor();
    expect(await focusedElement(page())).not.toBe('body');
  });

  it('answers a complaint, and the focus comes back to its row', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/complaints');
    const merchant = await apiSession();
    const payout = await merchant.call<{ data: { _id: string } }>('POST', '/withdrawal', { amount: 1.07, merchantWallet: freshTronAddress(), currencyType: 'USDT-TRC20' });
    const title = `Keyboard ${randomUUID().slice(0, 8)}`;
    await simulateComplaint({ payoutId: payout.data._id, title, description: 'Answered from the keyboard' });

    await heading(page(), 'Withdrawal Requests').waitFor();
    const searched = page().waitForResponse((response) => new URL(response.url()).searchParams.get('search') === title);
    await focusWithKeys(page(), field(page(), 'Search'));
    await page().keyboard.type(title);
    await searched;
    const row = page().locator('[role="grid"][aria-label="Withdrawal Requests"] [role="row"][data-id]:not(.RecordGrid-panel)').filter({ hasText: title });
    await row.getByText('PENDING', { exact: true }).waitFor();
    await focusWithKeys(page(), row.getByRole('button', { name: 'Update Request' }));
    await page().keyboard.press('Enter');

    const dialog = page().getByRole('dialog', { name: 'Update Request' });
    await dialog.waitFor();
    const approve = dialog.getByRole('radio', { name: 'Approve' });
    await pressUntilFocused(page(), approve);
    await page().keyboard.press('Space');
    await focusWithKeys(page(), dialog.getByRole('button', { name: 'Update Request' }));
    await page().keyboard.press('Enter');
    await page().getByText('Complaint updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('RESOLVED', { exact: true }).waitFor();
    // Its Update Request went with the answer: the focus is on the row, not <body>.
    await expect.poll(() => isFocused(row, { within: true })).toBe(true);
  });

  it('approves a payout another person asked for (four eyes), confirming with the password', async () => {
    await setPayoutPolicy({ approval: 'above', threshold: 100 });
    try {
      const wallet = freshTronAddress();
      const finance = await apiSession(ACCOUNTS.finance);
      await finance.call('POST', '/withdrawal', { amount: 150, merchantWallet: wallet, currencyType: 'USDT-TRC20' });

      await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/withdraw-requests');
      const awaiting = page().getByRole('region', { name: 'Awaiting approval' });
      const row = awaiting.locator('[role="row"][data-id]').filter({ hasText: wallet });
      await focusWithKeys(page(), row.getByRole('button', { name: 'Approve' }));
      await page().keyboard.press('Enter');

      const stepUp = page().getByRole('dialog', { name: 'Confirm it is you' });
      const password = stepUp.getByLabel('Password');
      await expect.poll(() => isFocused(password)).toBe(true);
      await page().keyboard.type(DEMO_PASSWORD);
      await page().keyboard.press('Enter');
      await stepUp.waitFor({ state: 'detached' });
      await page().getByText('Payout approved').waitFor();
      await expect.poll(() => awaiting.getByText(wallet).count()).toBe(0);
      // The approved row left with its button: the focus is on a title (the list's, or the page's once it is empty), not <body>.
      await expect.poll(() => focusedElement(page())).toMatch(/^h[12]: (Awaiting approval|Payout Requests)/);
    } finally {
      await setPayoutPolicy({ approval: 'off' });
    }
  });
});
