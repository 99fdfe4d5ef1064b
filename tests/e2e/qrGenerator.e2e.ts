import { describe, expect, it } from 'vitest';
import { PAYMENT_LINK_SESSION_PATH } from '../../contract/paymentLinks';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { recordApiRequests } from './support/api';
import { useBrowserPage } from './support/browser';
import { button, field, heading, signInDirectly } from './support/login';
import { decodeQr } from './support/qr';

const page = useBrowserPage();

describe('QR Generator for operation roles', { timeout: 120_000 }, () => {
  it('ops@ (operation: qr-code-generation, no api-credentials) generates a link through the session', async () => {
    await signInDirectly(page(), ACCOUNTS.ops, DEMO_PASSWORD, '/qr-generator');
    await heading(page(), 'QR Generator').waitFor();
    expect(await page().getByRole('alert').count()).toBe(0);
    const recorded = recordApiRequests(page());
    await field(page(), 'Amount \\(USDT\\)').fill('12.5');
    const generate = button(page(), 'Generate Payment Link');
    expect(await generate.isEnabled()).toBe(true);
    await generate.click();
    const url = (await page().getByTestId('payment-link-url').textContent()) ?? '';
    recorded.stop();
    expect(url).toMatch(/\/pay\/[0-9a-f-]{36}$/);
    expect(await decodeQr(page().getByTestId('payment-link-qr'))).toBe(url);
    // The session path made the link; no credential was loaded or sent from the browser.
    const paths = recorded.requests.map((request) => new URL(request.url()).pathname);
    expect(paths).toContain(`/api${PAYMENT_LINK_SESSION_PATH}`);
    expect(paths.some((path) => path === '/api/payment-links' || path.startsWith('/api/merchant/'))).toBe(false);
    expect(recorded.requests.every((request) => request.headers()['x-api-secret'] === undefined)).toBe(true);

    // The payer's page opens for the link the operation user made.
    const payer = await page().context().newPage();
    const answer = await payer.goto(url);
    expect(answer?.status()).toBe(200);
    await payer.close();
  });
});
