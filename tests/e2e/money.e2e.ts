import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { freshTronAddress } from './support/wallets';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { apiGet, sessionToken } from './support/api';
import { useBrowserPage } from './support/browser';
import { button, confirmStepUp, field, heading, signInDirectly } from './support/login';
import { decodeQr } from './support/qr';
import { sandboxURL } from './support/sandboxURL';
import { simulatePayout } from './support/simulate';
import { gatewaySocketReady } from './support/socket';

const page = useBrowserPage();

/** The amount in a figure's text, e.g. "12,480.50USDT" → 12480.5. */
async function amountIn(locator: Locator): Promise<number> {
  const match = /-?[\d,]+\.\d{2}/.exec(await locator.innerText());
  return match ? Number(match[0].replace(/,/g, '')) : Number.NaN;
}

describe('money moves', { timeout: 120_000 }, () => {
  it('submits a payout after the confirmation step, sees it in the history, and sees it settle live', async () => {
    const wallet = freshTronAddress();
    const socket = gatewaySocketReady(page());
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/withdraw-requests');
    await socket;
    await heading(page(), 'Payout Requests').waitFor();
    await field(page(), 'Amount \\(USDT\\)').fill('1.23');
    await field(page(), 'Merchant Wallet Address').fill(wallet);
    await page().getByText('Valid USDT-TRC20 address').waitFor();
    await button(page(), 'Submit Payout Request').click();
    const dialog = page().getByRole('dialog', { name: 'Confirm payout' });
    await dialog.getByText(wallet).waitFor();
    const submitted = page().waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/withdrawal');
    await button(page(), 'Confirm Payout').click();
    const payoutId = ((await (await submitted).json()) as { data: { _id: string } }).data._id;
    await page().getByText('Withdrawal request submitted successfully').waitFor();
    const history = page().getByRole('grid', { name: 'Payout History' });
    await history.getByText(wallet).waitFor();
    // Newest first: the payout just made heads the grid.
    const row = history.locator('[role="row"][data-id]').first();
    expect(await row.textContent()).toContain(wallet);
    expect(await row.textContent()).toContain('Pending');

    // The chain sends it: the open history shows it completed, without a reload.
    const settled = await simulatePayout({ payoutId, outcome: 'completed' });
    expect(settled.transactionHash).toMatch(/^[0-9a-f]{64}$/);
    await expect.poll(() => row.textContent(), { timeout: 5000 }).toContain('Completed');
    expect(await row.textContent()).toContain('-1.23 USDT');
  });

  it('approves a pending complaint', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/complaints');
    await heading(page(), 'Withdrawal Requests').waitFor();
    // Titles repeat in the demo data, so the row is followed by its position among the open ones.
    const rows = page().locator('[role="grid"][aria-label="Withdrawal Requests"] [role="row"][data-id]:not(.RecordGrid-panel)');
    const open = rows.filter({ has: page().getByRole('button', { name: 'Update Request' }) });
    await open.first().waitFor();
    const openBefore = await open.count();
    const resolved = rows.filter({ hasText: 'RESOLVED' });
    const resolvedBefore = await resolved.count();
    await open.first().getByRole('button', { name: 'Update Request' }).click();
    const dialog = page().getByRole('dialog', { name: 'Update Request' });
    // Nothing is preselected: the answer moves money, so it is always a deliberate choice.
    expect(await dialog.getByRole('button', { name: 'Update Request' }).isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Approve' }).check();
    await dialog.getByRole('button', { name: 'Update Request' }).click();
    await page().getByText('Complaint updated successfully').waitFor();
    await expect.poll(() => open.count()).toBe(openBefore - 1);
    await expect.poll(() => resolved.count()).toBe(resolvedBefore + 1);
  });

  it('creates a payment link, pays it on the hosted page, and the open dashboard hears of it live', async () => {
    const socket = gatewaySocketReady(page());
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/qr-generator');
    await socket;
    await heading(page(), 'QR Generator').waitFor();
    await field(page(), 'Amount \\(USDT\\)').fill('33.5');
    await button(page(), 'Generate Payment Link').click();
    const url = (await page().getByTestId('payment-link-url').textContent()) ?? '';
    expect(url).toMatch(/\/pay\/[0-9a-f-]{36}$/);
    expect(await page().getByTestId('payment-link-qr').locator('svg').count()).toBe(1);
    // The QR code a payer scans must carry exactly the link shown.
    expect(await decodeQr(page().getByTestId('payment-link-qr'))).toBe(url);

    // The merchant's dashboard stays open in this tab while the payer pays in another.
    await page().goto('/#/dashboard');
    await heading(page(), 'Merchant Dashboard').waitFor();
    const volume = page().getByRole('region', { name: "Today's Volume", exact: true }).getByTestId('stat-value');
    await expect.poll(() => amountIn(volume)).not.toBeNaN();
    const volumeBefore = await amountIn(volume);
    const badge = page().getByRole('button', { name: 'Notifications' }).locator('.MuiBadge-badge');
    const before = Number((await badge.textContent()) || '0');

    const payer = await page().context().newPage();
    await payer.goto(url);
    await payer.getByRole('heading', { name: 'Payment of 33.50 USDT' }).waitFor();
    await payer.getByRole('button', { name: 'Simulate payment (exact)' }).click();
    await payer.getByRole('status').getByText('Payment received: 33.50 USDT. Thank you.').waitFor();
    const paidAt = Date.now();

    // Live, without a reload: today's volume grows by the amount paid, and the bell rises.
    await expect.poll(() => amountIn(volume), { timeout: 5000 }).toBeCloseTo(volumeBefore + 33.5, 2);
    console.log(`HOSTED PAYMENT → DASHBOARD ${Date.now() - paidAt}ms (upper bound, includes polling)`);
    await expect.poll(async () => Number((await badge.textContent()) || '0'), { timeout: 5000 }).toBeGreaterThan(before);

    // The transactions list shows the paid deposit first, confirmed and exactly paid.
    await page().goto('/#/transactions');
    const firstRow = page().getByRole('row').nth(1);
    await expect.poll(() => firstRow.innerText(), { timeout: 5000 }).toMatch(/33\.50/);
    expect(await firstRow.innerText()).toMatch(/Confirmed/);
    expect(await firstRow.innerText()).toMatch(/Exact Paid/);
  });

  it('adds a local listener as a webhook endpoint in Settings; a test event and a paid payment link arrive signed with the secret shown once, a failed delivery is retried, and the log shows it', async () => {
    const received: { headers: IncomingHttpHeaders; body: string; answered: number }[] = [];
    // The first delivery of the paid link is refused (500): the sandbox must try it again.
    let refusedDeposit = false;
    const listener = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const refuse = !refusedDeposit && body.includes('"deposit.confirmed"');
        if (refuse) refusedDeposit = true;
        received.push({ headers: request.headers, body, answered: refuse ? 500 : 200 });
        response.writeHead(refuse ? 500 : 200).end(refuse ? 'not now' : 'ok');
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/hooks`;
    const signedWith = (secret: string, { headers, body }: { headers: IncomingHttpHeaders; body: string }) =>
      headers['x-signature'] === createHmac('sha256', secret).update(`${String(headers['x-webhook-timestamp'])}.${body}`).digest('hex');
    const ofType = (type: string) => received.filter(({ body }) => (JSON.parse(body) as { type: string }).type === type);
    try {
      await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/settings');
      await page().getByRole('tab', { name: 'Webhooks' }).click();
      await field(page(), 'Endpoint URL').fill(url);
      await page().getByRole('checkbox', { name: 'Deposit confirmed' }).check();
      await button(page(), 'Add endpoint').click();
      // Adding an endpoint asks for a fresh confirmation (issue 28), and the endpoint is added once it is given.
      await confirmStepUp(page(), DEMO_PASSWORD);
      const secret = (await page().getByTestId('webhook-secret').innerText()).trim();
      expect(secret.length).toBeGreaterThan(16);
      await button(page(), 'I have saved it').click();
      await expect.poll(() => page().getByTestId('webhook-secret').count()).toBe(0);

      const endpoint = page().getByRole('listitem', { name: url });
      await endpoint.getByRole('button', { name: 'Send test event' }).click();
      await expect.poll(() => ofType('webhook.test').length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(signedWith(secret, ofType('webhook.test')[0])).toBe(true);

      // A payment link paid in the sandbox: created with the merchant's API credentials, paid by the simulator.
      const token = await sessionToken(page());
      const merchantId = (await apiGet<{ user: { _id: string } }>(page(), '/auth/me')).user._id;
      const credentials = (await (
        await fetch(`${sandboxURL()}/api/merchant/${merchantId}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { apiKey: string; apiSecret: string };
      const created = await fetch(`${sandboxURL()}/api/payment-links`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': credentials.apiKey, 'x-api-secret': credentials.apiSecret },
        body: JSON.stringify({ amount: 12.34, network: 'USDT-TRC20', orderReference: 'E2E-WEBHOOK' }),
      });
      expect(created.status).toBe(201);
      const link = ((await created.json()) as { data: { _id: string } }).data;
      const paid = await fetch(`${sandboxURL()}/api/pay/${link._id}/simulate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'exact' }),
      });
      expect(paid.status).toBe(200);

      // Refused once, then delivered again (WEBHOOK_RETRY_BASE_MS is short in the e2e sandbox), signed each time.
      await expect.poll(() => ofType('deposit.confirmed').length, { timeout: 20_000 }).toBe(2);
      const deposits = ofType('deposit.confirmed');
      expect(deposits.map(({ answered }) => answered)).toEqual([500, 200]);
      expect(deposits.every((delivery) => signedWith(secret, delivery))).toBe(true);
      expect(deposits[1].headers['x-webhook-delivery']).toBe(deposits[0].headers['x-webhook-delivery']);
      expect((JSON.parse(deposits[1].body) as { data: { amount: number } }).data.amount).toBe(12.34);

      const log = page().locator('[role="grid"][aria-label="Delivery log"] [role="row"][data-id]', { hasText: url });
      const refresh = async (row: Locator) => {
        await button(page(), 'Refresh').click();
        return row.first().innerText();
      };
      await expect.poll(() => refresh(log.filter({ hasText: 'Test event' })), { timeout: 15_000 }).toMatch(/Succeeded[\s\S]*200/);
      await expect.poll(() => refresh(log.filter({ hasText: 'Deposit confirmed' })), { timeout: 15_000 }).toMatch(/Succeeded[\s\S]*2 of \d+[\s\S]*200/);

      // Leave merchant@ as it was: the endpoint goes.
      await endpoint.getByRole('button', { name: 'Delete' }).click();
      await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await endpoint.waitFor({ state: 'detached' });
    } finally {
      listener.close();
    }
  });
});
