import { describe, expect, it, beforeAll } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { WIDTHS, report, scan, scanThemes, signInByApi, useAxeBrowser, type Finding } from './support/axe';
import { button, field, openLogin, submitCredentials } from './support/login';
import { sandboxURL } from './support/sandboxURL';
import { simulateDeposit } from './support/simulate';

/** Issue 30's axe suite (support/axe.ts), the public pages: the sign-in page in each mode, the reset page, the payer's pages. */
const openPage = useAxeBrowser();

describe('accessibility of the public pages (axe-core, WCAG 2.2 AA)', { timeout: 600_000 }, () => {
  let claimPath = '';
  let payPath = '';
  beforeAll(async () => {
    // The payer's pages: a payment link of other@, and a refund claim of one of merchant@'s deposits.
    payPath = `/pay/${await createPaymentLink(ACCOUNTS.other)}`;
    const deposit = await simulateDeposit({ amount: '12.34', confirmAfterMs: 0 });
    const refund = await fetch(`${sandboxURL()}/api/v2/payer-refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(await signInByApi(ACCOUNTS.merchant)).token}` },
      body: JSON.stringify({ transactionId: deposit._id, amount: 12.34 }),
    });
    expect(refund.status).toBe(201);
    claimPath = new URL(((await refund.json()) as { claimUrl: string }).claimUrl).pathname;
  });

  it('the scan finds what it is there to find: an image without a text, faint text, a nameless button, a name unlike its label', async () => {
    const { page } = await openPage(1440);
    await openLogin(page);
    // A first scan of the clean page: the planted faults are found by the next scan in the same page (axe stays in it).
    expect(report(await scan(page, 'clean'))).toEqual([]);
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML('beforeend', '<img src="x.png"><p style="color:#aaa;background:#fff">faint</p><button></button><button aria-label="Close">Open menu</button>'),
    );
    const rules = (await scan(page, 'planted')).map((finding) => finding.rule);
    expect(rules).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'button-name', 'label-content-name-mismatch']));
  });

  it.each(WIDTHS)('the sign-in page in each mode, the reset page, the pay page and the claim page at %i px', async (width) => {
    const { page, idle } = await openPage(width);
    const findings: Finding[] = [];
    const scanHere = async (where: string) => findings.push(...(await scanThemes(page, where, idle)));

    await openLogin(page);
    await scanHere('sign-in');
    await button(page, 'Forgot password?').click();
    await button(page, 'Send Reset Link').waitFor();
    await scanHere('sign-in: forgot password');

    await button(page, 'Back to Login').click();
    await submitCredentials(page, ACCOUNTS.otp, DEMO_PASSWORD);
    await field(page, 'Verification code').waitFor();
    await scanHere('sign-in: emailed code');

    await button(page, 'Back to Login').click();
    await submitCredentials(page, ACCOUNTS.totp, DEMO_PASSWORD);
    await button(page, 'Verify Code').waitFor();
    await scanHere('sign-in: 2FA code');

    await page.goto('/#/reset-password?token=0000');
    await field(page, 'New Password').waitFor();
    await scanHere('reset password');

    await page.goto(payPath);
    await page.getByTestId('payment-qr').waitFor();
    await scanHere('pay page');

    await page.goto(claimPath);
    await page.getByRole('heading', { name: /^Refund of 12\.34/ }).waitFor();
    await scanHere('claim page');

    expect(report(findings)).toEqual([]);
  });
});

/** A payment link of `email`'s merchant, made with its API credentials as a shop would. */
async function createPaymentLink(email: string): Promise<string> {
  const { token, user } = await signInByApi(email);
  const merchant = await fetch(`${sandboxURL()}/api/merchant/${user.id}`, { headers: { authorization: `Bearer ${token}` } });
  const { apiKey, apiSecret } = (await merchant.json()) as { apiKey: string; apiSecret: string };
  const response = await fetch(`${sandboxURL()}/api/payment-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, 'x-api-secret': apiSecret },
    body: JSON.stringify({ amount: 7.77, network: 'USDT-TRC20', orderReference: 'E2E-AXE' }),
  });
  const body = (await response.json()) as { data: { _id: string } };
  return body.data._id;
}
