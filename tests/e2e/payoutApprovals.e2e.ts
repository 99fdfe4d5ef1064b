import { describe, expect, it } from 'vitest';
import { freshTronAddress } from './support/wallets';
import { PAYOUT_APPROVAL_MESSAGES } from '../../contract/payoutApprovals';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { sandboxContext, useBrowserPage } from './support/browser';
import { button, confirmStepUp, field, heading, signInDirectly } from './support/login';
import { setPayoutPolicy } from './support/merchantApi';
import { simulatePayout } from './support/simulate';

const page = useBrowserPage();

describe('four eyes on money (issue 28)', { timeout: 180_000 }, () => {
  it('holds a Finance payout above the threshold until the merchant confirms it is them and approves it; the chain then settles it', async () => {
    await setPayoutPolicy({ approval: 'above', threshold: 100 });
    // The merchant in a browser context of their own, beside Finance's.
    const second = await sandboxContext({ viewport: { width: 1366, height: 900 } });
    try {
      // Finance asks for 150 USDT: accepted as a request that awaits a second person.
      const wallet = freshTronAddress();
      await signInDirectly(page(), ACCOUNTS.finance, DEMO_PASSWORD, '/withdraw-requests');
      await heading(page(), 'Payout Requests').waitFor();
      await field(page(), 'Amount \\(USDT\\)').fill('150');
      await field(page(), 'Merchant Wallet Address').fill(wallet);
      await page().getByText('Valid USDT-TRC20 address').waitFor();
      await button(page(), 'Submit Payout Request').click();
      const submitted = page().waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/withdrawal');
      await button(page(), 'Confirm Payout').click();
      const payoutId = ((await (await submitted).json()) as { data: { _id: string } }).data._id;
      await page().getByText(PAYOUT_APPROVAL_MESSAGES.awaitingApproval).waitFor();
      const own = page().getByRole('region', { name: 'Awaiting approval' });
      await own.getByText(wallet).waitFor();
      await own.getByText('Awaiting approval by a second person').first().waitFor();
      // Until it is approved the chain cannot send it.
      await expect(simulatePayout({ payoutId, outcome: 'completed' })).rejects.toThrow(/409|awaiting approval/);

      // The merchant approves it, confirming with the password once.
      const merchantPage = await second.newPage();
      await signInDirectly(merchantPage, ACCOUNTS.merchant, DEMO_PASSWORD, '/withdraw-requests');
      const awaiting = merchantPage.getByRole('region', { name: 'Awaiting approval' });
      await awaiting.getByText(wallet).waitFor();
      const row = awaiting.locator('[role="row"][data-id]').filter({ hasText: wallet });
      await row.getByRole('button', { name: 'Approve' }).click();
      await confirmStepUp(merchantPage, DEMO_PASSWORD);
      await merchantPage.getByText('Payout approved').waitFor();
      await expect.poll(() => awaiting.getByText(wallet).count()).toBe(0);

      const settled = await simulatePayout({ payoutId, outcome: 'completed' });
      expect(settled.status).toBe('completed');
      // The requester's open screen follows: the request leaves their list.
      await expect.poll(() => own.getByText(wallet).count(), { timeout: 10_000 }).toBe(0);
    } finally {
      await second.close();
      await setPayoutPolicy({ approval: 'off' });
    }
  });
});
