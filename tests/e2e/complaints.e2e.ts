import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshTronAddress } from './support/wallets';
import { COMPLAINT_CLOSED_BY_SETTLEMENT } from '../../contract/complaints';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { sessionToken } from './support/api';
import { useBrowserPage } from './support/browser';
import { callApi } from './support/gatewayHttp';
import { field, heading, signInDirectly } from './support/login';
import { sandboxURL } from './support/sandboxURL';
import { simulateComplaint, simulatePayout } from './support/simulate';
import { gatewaySocketReady } from './support/socket';

const page = useBrowserPage();

/** A pending payout of merchant@ of our own, so no seeded record other tests read is settled. */
async function pendingPayout(): Promise<string> {
  const token = await sessionToken(page());
  if (!token) throw new Error('No session token in the page storage');
  const wallet = freshTronAddress();
  const answer = await callApi<{ _id: string }>(sandboxURL(), 'POST', '/withdrawal', {
    token,
    body: { amount: 1.07, merchantWallet: wallet, currencyType: 'USDT-TRC20' },
  });
  if (answer.status !== 201) throw new Error(`POST /api/withdrawal answered ${answer.status}: ${answer.body.message ?? ''}`);
  return answer.body.data._id;
}

describe('complaints', { timeout: 120_000 }, () => {
  it('a settled payout closes its open complaint on the open Complaints screen, with the gateway\'s note', async () => {
    const socket = gatewaySocketReady(page());
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    await socket;
    const payoutId = await pendingPayout();
    const title = `Never arrived ${randomUUID().slice(0, 8)}`;
    await simulateComplaint({ payoutId, title, description: 'The USDT never reached my wallet' });

    await page().goto('/#/complaints');
    await heading(page(), 'Withdrawal Requests').waitFor();
    // The search is sent after a typing pause. The new complaint already shows unfiltered (newest
    // first), so without waiting for the search's answer, the settlement below could arrive while
    // that late search is in flight and the screen would keep the answer read before it.
    const searched = page().waitForResponse((response) => new URL(response.url()).searchParams.get('search') === title);
    await field(page(), 'Search').fill(title);
    await searched;
    // Desktop: the complaint's row in the grid; a click on it expands the facts under it.
    const row = page().locator('[role="grid"][aria-label="Withdrawal Requests"] [role="row"][data-id]:not(.RecordGrid-panel)').filter({ hasText: title });
    await row.getByText('PENDING', { exact: true }).waitFor();
    await row.getByText(title).click();
    const facts = row.locator('xpath=following-sibling::div[@role="row"][1]');
    await facts.getByText('The USDT never reached my wallet').waitFor();

    // A reject is never sent without a reason; the merchant leaves it unanswered here.
    await row.getByRole('button', { name: 'Update Request' }).click();
    const dialog = page().getByRole('dialog', { name: 'Update Request' });
    expect(await dialog.getByRole('button', { name: 'Update Request' }).isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Reject' }).check();
    await dialog.getByRole('button', { name: 'Update Request' }).click();
    await dialog.getByText('A reason is required to reject a complaint').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The gateway settles the payout: the open screen shows the complaint closed, without a reload.
    await simulatePayout({ payoutId, outcome: 'completed' });
    await row.getByText('RESOLVED', { exact: true }).waitFor({ timeout: 5000 });
    await facts.getByText(COMPLAINT_CLOSED_BY_SETTLEMENT.completed.adminNotes).waitFor();
    expect(await row.getByRole('button', { name: 'Update Request' }).count()).toBe(0);
  });
});
