import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshTronAddress } from './support/wallets';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { sessionToken } from './support/api';
import { useBrowserPage } from './support/browser';
import { callApi } from './support/gatewayHttp';
import { field, heading, signInDirectly } from './support/login';
import { sandboxURL } from './support/sandboxURL';
import { simulateComplaint, simulateDeposit, simulatePayout } from './support/simulate';
import { gatewaySocketReady } from './support/socket';

/** Issue 12 item 18: a click on a notification opens what it is about and marks it read. */
const page = useBrowserPage();

async function openBell() {
  await page().getByRole('button', { name: 'Notifications' }).click();
  return page().getByRole('dialog', { name: 'Notifications' });
}

async function unreadCount(): Promise<number> {
  const token = await sessionToken(page());
  const answer = await callApi<{ unreadCount: number }>(sandboxURL(), 'GET', '/notifications/stats', { token: token ?? '' });
  return answer.body.data.unreadCount;
}

describe('notification links', { timeout: 120_000 }, () => {
  it("a deposit's notification opens its details and is marked read", async () => {
    const socket = gatewaySocketReady(page());
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    await socket;
    const deposit = await simulateDeposit({ amount: '31.17' });
    const panel = await openBell();
    const item = panel.getByRole('button', { name: /Deposit confirmed.*31\.17 USDT received/ }).first();
    await item.waitFor();
    const before = await unreadCount();
    await item.click();

    const details = page().getByRole('dialog', { name: 'Transaction Details' });
    await details.getByText(deposit.transactionId).first().waitFor();
    // The link opens the transaction's own address over the list, in the list controller's form.
    const link = new URL(page().url()).hash;
    expect(link.startsWith(`#/transactions/${deposit._id}?`)).toBe(true);
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    expect([query.get('details'), JSON.parse(query.get('filter') ?? '{}')]).toEqual([null, { type: 'deposit' }]);
    await expect.poll(unreadCount, { timeout: 5000 }).toBe(before - 1);
    expect(await page().getByRole('dialog', { name: 'Notifications' }).count()).toBe(0);
  });

  it("a complaint's notification opens the complaints searched by its payout", async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    const token = await sessionToken(page());
    const wallet = freshTronAddress();
    const payout = await callApi<{ _id: string; transactionId: string }>(sandboxURL(), 'POST', '/withdrawal', {
      token: token ?? '',
      body: { amount: 1.09, merchantWallet: wallet, currencyType: 'USDT-TRC20' },
    });
    expect(payout.status).toBe(201);
    const title = `Link check ${randomUUID().slice(0, 8)}`;
    await simulateComplaint({ payoutId: payout.body.data._id, title });
    await simulatePayout({ payoutId: payout.body.data._id, outcome: 'completed' });

    await page().reload();
    const panel = await openBell();
    await panel.getByRole('button', { name: new RegExp(`Complaint closed.*${title}`) }).click();
    await heading(page(), 'Withdrawal Requests').waitFor();
    expect(await field(page(), 'Search').inputValue()).toBe(payout.body.data.transactionId);
    await page().locator('[role="grid"][aria-label="Withdrawal Requests"] [role="row"][data-id]:not(.RecordGrid-panel)').filter({ hasText: title }).waitFor();
  });
});
