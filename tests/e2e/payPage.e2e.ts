import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentLink } from '../../contract/paymentLinks';
import { PAY_PAGE_TEXT } from '../../contract/payPage';
import { paymentRequestUri, usdtBaseUnits } from '../../contract/paymentRequest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { callApi } from './support/gatewayHttp';
import { decodeQr } from './support/qr';
import { sandboxURL } from './support/sandboxURL';

/**
 * Issue 12, the payer's hosted page in Chromium: an expired link stops asking for money the moment
 * its countdown reaches zero, an underpaid one asks for the remainder, and the QR code a wallet
 * scans is a payment request with the amount. The links belong to other@sandbox.test, whose data
 * no other file counts.
 */
let credentials = { 'x-api-key': '', 'x-api-secret': '' };

beforeAll(async () => {
  const baseURL = sandboxURL();
  const login = await callApi<{ token: string; user: { id: string } }>(baseURL, 'POST', '/auth/login', {
    body: { email: ACCOUNTS.other, password: DEMO_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const merchant = await fetch(`${baseURL}/api/merchant/${login.body.data.user.id}`, { headers: { authorization: `Bearer ${login.body.data.token}` } });
  const { apiKey, apiSecret } = (await merchant.json()) as { apiKey: string; apiSecret: string };
  credentials = { 'x-api-key': apiKey, 'x-api-secret': apiSecret };
  await callApi(baseURL, 'POST', '/auth/logout', { token: login.body.data.token });
});

async function createLink(amount: number, network: 'USDT-TRC20' | 'USDT-ERC20'): Promise<PaymentLink> {
  const response = await fetch(`${sandboxURL()}/api/payment-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...credentials },
    body: JSON.stringify({ amount, network, orderReference: 'E2E-PAY-PAGE' }),
  });
  const body = (await response.json()) as { message?: string; data: PaymentLink };
  if (response.status !== 201) throw new Error(`POST /api/payment-links answered ${response.status}: ${body.message ?? ''}`);
  return body.data;
}

describe('the hosted payment page (issue 12)', () => {
  const page = useBrowserPage();

  it('carries a payment request with token, address and amount in its QR code, with copy buttons', async () => {
    const link = await createLink(7.77, 'USDT-ERC20');
    await page().goto(`/pay/${link._id}`);
    const qr = page().getByTestId('payment-qr');
    await qr.waitFor();
    expect(await decodeQr(qr)).toBe(`ethereum:0xaA8E23Fb1079EA71e0a56F48a2aA51851D8433D0@11155111/transfer?address=${link.walletAddress}&uint256=7770000`);
    await expect.poll(() => page().getByRole('button', { name: PAY_PAGE_TEXT.copyAddress }).isVisible()).toBe(true);
    await expect.poll(() => page().getByRole('button', { name: PAY_PAGE_TEXT.copyAmount }).isVisible()).toBe(true);
  });

  it('stops asking for money when the countdown reaches zero: no address, no QR code, the expired message', async () => {
    const link = await createLink(7.77, 'USDT-TRC20');
    await page().clock.install();
    await page().goto(`/pay/${link._id}`);
    await page().getByTestId('payment-qr').waitFor();
    expect(await page().getByText(link.walletAddress).isVisible()).toBe(true);

    await page().clock.fastForward(Date.parse(link.expiresAt) - Date.now() + 2000);
    await page().getByText(PAY_PAGE_TEXT.expired).waitFor();
    expect(await page().getByTestId('payment-qr').isVisible()).toBe(false);
    expect(await page().getByText(link.walletAddress).isVisible()).toBe(false);
    expect(await page().getByText('Send exactly').filter({ visible: true }).count()).toBe(0);
    expect(await page().getByRole('button', { name: 'Simulate payment (exact)' }).isDisabled()).toBe(true);
  });

  it('tells an underpaid payer what is missing, with the address and a QR code of the remainder', async () => {
    const link = await createLink(7.77, 'USDT-TRC20');
    await page().goto(`/pay/${link._id}`);
    await page().getByRole('button', { name: 'Simulate payment (underpaid)' }).click();
    await page().getByText('Partially paid: 6.99 of 7.77 received, send the remaining 0.78').waitFor();
    expect(await page().getByText('Payment received').count()).toBe(0);
    expect(await page().getByText(link.walletAddress).isVisible()).toBe(true);
    expect(await decodeQr(page().getByTestId('payment-qr'))).toBe(paymentRequestUri('USDT-TRC20', link.walletAddress, usdtBaseUnits('0.78')));
    expect(await decodeQr(page().getByTestId('payment-qr'))).toBe(
      `tron:${link.walletAddress}?amount=0.78&token=TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf`,
    );

    // Issue 29: the link takes the remainder, and the page then says it is paid.
    await page().getByRole('button', { name: 'Simulate payment of the remainder' }).click();
    await page().getByText('Payment received').first().waitFor();
    expect(await page().getByTestId('payment-qr').count()).toBe(0);
  });
});
