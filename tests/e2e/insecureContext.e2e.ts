import { describe, expect, it } from 'vitest';
import { freshTronAddress } from './support/wallets';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { button, field, heading, signInDirectly } from './support/login';

const page = useBrowserPage();

/**
 * A page opened over plain HTTP on a network address is not a secure context: it has no
 * crypto.randomUUID and no navigator.clipboard. The init script removes both before the app
 * loads, and records what document.execCommand('copy') had selected.
 */
async function withoutSecureContextFeatures() {
  await page().addInitScript(() => {
    delete (Crypto.prototype as { randomUUID?: unknown }).randomUUID;
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    const copied: string[] = [];
    (window as unknown as { __copied: string[] }).__copied = copied;
    const original = document.execCommand.bind(document);
    document.execCommand = (command: string, ...rest: [boolean?, string?]) => {
      if (command === 'copy') copied.push(String(window.getSelection()) || ((document.activeElement as HTMLTextAreaElement | null)?.value ?? ''));
      return original(command, ...rest);
    };
  });
}

describe('outside a secure context', { timeout: 90_000 }, () => {
  it('submits a payout and copies the API key without crypto.randomUUID and navigator.clipboard', async () => {
    await withoutSecureContextFeatures();
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/withdraw-requests');
    expect(await page().evaluate(() => [typeof crypto.randomUUID, typeof navigator.clipboard])).toEqual(['undefined', 'undefined']);

    const wallet = freshTronAddress();
    await heading(page(), 'Payout Requests').waitFor();
    await field(page(), 'Amount \\(USDT\\)').fill('1.11');
    await field(page(), 'Merchant Wallet Address').fill(wallet);
    await page().getByText('Valid USDT-TRC20 address').waitFor();
    await button(page(), 'Submit Payout Request').click();
    const submitted = page().waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/withdrawal');
    await button(page(), 'Confirm Payout').click();
    const key = (await submitted).headers()['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await page().getByText('Withdrawal request submitted successfully').waitFor();
    await page().getByRole('grid', { name: 'Payout History' }).getByText(wallet).waitFor();

    await page().goto('/#/api-credentials');
    await heading(page(), 'API Credentials').waitFor();
    const apiKey = (await page().getByTestId('credential-API Key').innerText()).trim();
    expect(apiKey.length).toBeGreaterThan(0);
    await button(page(), 'Copy API Key').click();
    await button(page(), 'Copied!').waitFor();
    expect(await page().evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([apiKey]);
  });
});
