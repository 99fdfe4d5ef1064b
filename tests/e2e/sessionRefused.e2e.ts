import { describe, expect, it } from 'vitest';
import { freshTronAddress } from './support/wallets';
import type { Withdrawal } from '../../contract/payouts';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { sessionToken } from './support/api';
import { useBrowserPage } from './support/browser';
import { callApi } from './support/gatewayHttp';
import { button, field, heading, signInDirectly } from './support/login';
import { sandboxURL } from './support/sandboxURL';

const page = useBrowserPage();

/**
 * Issue 26 item 1: a session ended from outside while the page cannot hear it (no socket, as on a
 * gateway without socket.io). The next write is refused with a 401, and nothing may read as done:
 * react-admin's useDataProvider used to resolve the refused call with `{ data: {} }`, and the form
 * showed its success message over the sign-in page.
 */
describe('a session ended from outside', { timeout: 120_000 }, () => {
  it('refuses a payout: no success message, no payout on the server, and the sign-in page says why', async () => {
    await page().route('**/socket.io/**', (route) => route.abort());
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/withdraw-requests');
    await heading(page(), 'Payout Requests').waitFor();
    const wallet = freshTronAddress();
    await field(page(), 'Amount \\(USDT\\)').fill('2.34');
    await field(page(), 'Merchant Wallet Address').fill(wallet);
    await page().getByText('Valid USDT-TRC20 address').waitFor();
    await button(page(), 'Submit Payout Request').click();
    await page().getByRole('dialog', { name: 'Confirm payout' }).getByText(wallet).waitFor();
    // Another client ends this session while the merchant reads the confirmation (as a logout
    // elsewhere does): the page is not told.
    const token = await sessionToken(page());
    expect((await callApi(sandboxURL(), 'POST', '/auth/logout', { token: token ?? undefined, body: {} })).status).toBe(200);
    const refused = page().waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/withdrawal');
    await button(page(), 'Confirm Payout').click();
    expect((await refused).status()).toBe(401);

    await button(page(), 'Sign In').waitFor();
    await page().getByText('Authentication required. Please log in again.').first().waitFor();
    // The old defect showed the success message about five seconds after the 401.
    await page().waitForTimeout(6000);
    expect(await page().getByText(/submitted/i).count()).toBe(0);

    const fresh = await callApi<{ token: string }>(sandboxURL(), 'POST', '/auth/login', { body: { email: ACCOUNTS.merchant, password: DEMO_PASSWORD } });
    const payouts = await callApi<Withdrawal[]>(sandboxURL(), 'GET', '/withdrawal/my-withdrawals?limit=50', { token: fresh.body.data.token });
    expect(payouts.status).toBe(200);
    expect(payouts.body.data.filter((payout) => payout.walletAddress === wallet)).toEqual([]);
  });
});
