import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { heading, signInDirectly } from './support/login';
import { simulateDeposit } from './support/simulate';

const page = useBrowserPage();

describe('payments that need attention (issue 29)', { timeout: 180_000 }, () => {
  it('an underpaid deposit shows in the dashboard\'s card and on the screen, and the merchant accepts it as paid with a note', async () => {
    // An amount no other deposit of this sandbox asks, so its row is known by it; the payer sends 90 %.
    await simulateDeposit({ amount: '73.21', outcome: 'underpaid', confirmAfterMs: 0 });
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/dashboard');
    const card = page().getByRole('region', { name: 'Needs attention' });
    await card.getByText(/\d+ open payments?/).waitFor();
    await card.getByRole('link', { name: 'View' }).click();

    await heading(page(), 'Payments that need attention').waitFor();
    const row = page().locator('[role="row"][data-id]').filter({ hasText: '73.21 USDT' });
    await row.getByText('Underpaid').click();
    const dialog = page().getByRole('dialog', { name: 'Payment that needs attention' });
    await dialog.getByText('-7.32 USDT').waitFor();
    expect(await dialog.getByText('65.89 USDT').count()).toBe(2);
    expect(await dialog.getByRole('link', { name: 'Open the deposit' }).getAttribute('href')).toMatch(/^#\/transactions\/[\w-]+$/);

    await dialog.getByRole('button', { name: 'Accept as paid' }).click();
    const ask = page().getByRole('dialog', { name: 'Accept this payment as it is?' });
    await ask.getByLabel(/^Note/).fill('The payer\'s exchange kept a fee');
    await ask.getByRole('button', { name: 'Accept as paid' }).click();
    await page().getByText('Payment accepted as paid').waitFor();
    await dialog.getByText('Accepted as paid').waitFor();
    await dialog.getByText('The payer\'s exchange kept a fee').waitFor();
    await dialog.getByText(/^merchant@sandbox\.test · /).waitFor();
    // Resolved, it leaves the open list.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row.count()).toBe(0);
  });
});
