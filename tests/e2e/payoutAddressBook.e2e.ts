import { describe, expect, it } from 'vitest';
import { freshTronAddress } from './support/wallets';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { button, confirmStepUp, field, heading, signInDirectly } from './support/login';
import { newestMessage, waitForNewMessage } from './support/mailbox';
import { setPayoutPolicy } from './support/merchantApi';
import { sandboxURL } from './support/sandboxURL';

const page = useBrowserPage();
const REFUSED = 'The payout policy refuses payouts to an address that is not an active entry of the address book.';

describe('the payout address book (issue 28)', { timeout: 180_000 }, () => {
  it('a new address cannot be paid while it cools off, the approvers are told by email, and once the simulator ends the period the form offers it and pays it', async () => {
    await setPayoutPolicy({ newAddress: 'refuse' });
    try {
      const address = freshTronAddress();
      const label = `E2E supplier ${Date.now()}`;
      const mailBefore = await Promise.all([newestMessage(ACCOUNTS.finance), newestMessage(ACCOUNTS.superops)]);
      await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/withdraw-requests');
      await heading(page(), 'Payout Requests').waitFor();

      // Added from the screen's address book, after a step-up confirmation.
      const book = page().getByRole('region', { name: 'Address book' });
      await book.getByLabel(/^Label/).fill(label);
      await book.getByLabel(/^Address(\s*\*)?$/).fill(address);
      const added = page().waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v2/payout-addresses' && response.ok());
      await book.getByRole('button', { name: 'Add address' }).click();
      await confirmStepUp(page(), DEMO_PASSWORD);
      const entryId = ((await (await added).json()) as { id: string }).id;
      const row = book.locator('[role="row"][data-id]').filter({ hasText: label });
      await expect.poll(() => row.innerText()).toMatch(/Cooling off until/);
      // Every approver hears of it.
      for (const [i, approver] of [ACCOUNTS.finance, ACCOUNTS.superops].entries()) {
        expect((await waitForNewMessage(approver, mailBefore[i])).subject).toBe('Payout address added');
      }

      // Cooling off, it is no known address: the form says so, and the gateway refuses the payout.
      await field(page(), 'Amount \\(USDT\\)').fill('2');
      await field(page(), 'Merchant Wallet Address').fill(address);
      await page().getByText('This address is not an active entry of the address book: the payout policy refuses it.').waitFor();
      await button(page(), 'Submit Payout Request').click();
      await button(page(), 'Confirm Payout').click();
      await page().getByText(REFUSED).first().waitFor();

      // The simulator ends the period: the form offers the entry and the payout goes.
      const ended = await fetch(`${sandboxURL()}/api/sandbox/simulate/cooling-off/${entryId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(ended.status).toBe(200);
      await page().reload();
      await heading(page(), 'Payout Requests').waitFor();
      await expect.poll(() => row.innerText()).toMatch(/Active/);
      await field(page(), 'Amount \\(USDT\\)').fill('2');
      await page().getByLabel('From the address book').click();
      await page().getByRole('option', { name: new RegExp(`^${label} · `) }).click();
      expect(await field(page(), 'Merchant Wallet Address').inputValue()).toBe(address);
      await button(page(), 'Submit Payout Request').click();
      await button(page(), 'Confirm Payout').click();
      await page().getByText('Withdrawal request submitted successfully').waitFor();
    } finally {
      await setPayoutPolicy({ newAddress: 'allow' });
    }
  });
});
