import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { tronAddressFromBytes } from '../../contract/addresses';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { launchBrowser } from './support/browser';
import { callApi } from './support/gatewayHttp';
import { button, field, openLogin, signInDirectly, submitCredentials } from './support/login';
import { SHELL_ROUTES } from './support/navigation';
import { sandboxURL } from './support/sandboxURL';
import { simulateDeposit } from './support/simulate';

/**
 * Issue 30: axe-core's WCAG 2.0/2.1/2.2 A and AA rules find nothing, of any impact, on the sign-in
 * page in each mode, the payer's pages, every route of the merchant and of an operation user, and
 * the main dialogs open, in both themes at a desktop and a phone width. One browser; each account
 * signs in once per width, and each page loads once per width and is scanned in both themes, the
 * system's preference (which the app follows) switched in place.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** WCAG 2.5.3 (label in name), an A criterion axe 4.14 still ships as experimental, off unless asked for. */
const EXPERIMENTAL = { 'label-content-name-mismatch': { enabled: true } };
/** Each width gets pages of its own (resized in place, the phone layout would open its menu drawer over the page). */
const WIDTHS = [1440, 375] as const;
const SCHEMES = ['light', 'dark'] as const;

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page of a fresh context, with a count of the API requests under way (the socket's long poll aside). */
async function openPage(width: number): Promise<{ page: Page; idle: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: sandboxURL(), viewport: { width, height: 900 }, colorScheme: 'light' });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  const page = await context.newPage();
  const open = new Set<Request>();
  let changed = Date.now();
  page.on('request', (request) => {
    if (request.url().includes('/socket.io/')) return;
    open.add(request);
    changed = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  /** No request under way for a moment (a screen's next call starts from the previous one's answer), and no spinner or skeleton. */
  const idle = async () => {
    await expect
      .poll(() => (open.size === 0 && Date.now() - changed > 200 ? [] : [...open].map((request) => request.url())), { interval: 50, timeout: 15_000 })
      .toEqual([]);
    await page.waitForFunction(
      () => !document.querySelector('.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiSkeleton-root'),
    );
  };
  return { page, idle };
}

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** One axe scan of the page (or of `include` only), its violations named by where they were found. */
async function scan(page: Page, where: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL }).withTags(TAGS).analyze();
  return violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    // The node's selector and, for a readable failure, the start of its markup and why it failed.
    targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)} (${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()})`),
  }));
}

/** Scans the page in both themes, then goes back to the light one; `ready` waits for the page to settle after each switch. */
async function scanThemes(page: Page, where: string, ready: () => Promise<void>): Promise<Finding[]> {
  const found: Finding[] = [];
  const width = page.viewportSize()?.width;
  for (const scheme of [...SCHEMES, null]) {
    await page.emulateMedia({ colorScheme: scheme ?? 'light' });
    // Two frames: the app re-renders on the media change and the browser restyles, starting the colours' transitions.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await ready();
    // The theme's colours change through CSS transitions: scanned halfway, they would fail contrast.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation instanceof CSSAnimation));
    if (scheme) found.push(...(await scan(page, `${where} (${scheme}, ${width} px)`)));
  }
  return found;
}

/** The findings, one readable line each, for the assertion's diff. */
function report(findings: Finding[]): string[] {
  return findings.map(({ where, rule, impact, targets }) => `${where}: ${rule} [${impact}] ${targets.length} node(s): ${targets.join(' | ')}`);
}

/**
 * Opens a route of the signed-in shell in place (hash change) and waits for its heading and its data: the router
 * renders on the hash change, and the page's chunk and calls are requests the idle wait sees.
 */
async function openRoute(page: Page, idle: () => Promise<void>, route: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), route);
  await idle();
  await page
    .locator('main h1')
    .first()
    .waitFor()
    .catch((error: Error) => {
      throw new Error(`${route} showed no heading: ${error.message}`);
    });
}

async function signInByApi(email: string): Promise<{ token: string; user: { id: string } }> {
  const answer = await callApi<{ token: string; user: { id: string } }>(sandboxURL(), 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });
  return answer.body.data;
}

describe('accessibility (axe-core, WCAG 2.2 AA)', { timeout: 600_000 }, () => {
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
    // An open payment issue, so that the screen has a record to open.
    await simulateDeposit({ amount: '51.17', outcome: 'underpaid', confirmAfterMs: 0 });
  });

  for (const width of WIDTHS) {
    it(`the sign-in page in each mode, the reset page, the pay page and the claim page at ${width} px`, async () => {
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

    for (const account of [ACCOUNTS.merchant, ACCOUNTS.ops]) {
      it(`every route for ${account} at ${width} px`, async () => {
        const { page, idle } = await openPage(width);
        await signInDirectly(page, account, DEMO_PASSWORD, '/permission-demo');
        await idle();
        const findings: Finding[] = [];
        // A record's route for each list with one: its first record's.
        const records: Record<string, string> = { '/payment-issues': '/payment-issues/', '/wallet-service-types': '/wallet-service-types/' };
        // Every route of the shell; the two with an id get one below.
        const routes = [...SHELL_ROUTES];
        for (const route of routes) {
          await openRoute(page, idle, route);
          findings.push(...(await scanThemes(page, `${account} ${route}`, idle)));
          if (!records[route]) continue;
          const id = await page.evaluate(() => document.querySelector('[role="row"][data-id]')?.getAttribute('data-id') ?? document.querySelector('main a[href*="/"][href^="#/"]')?.getAttribute('href')?.split('/').pop() ?? null);
          if (id) routes.push(`${records[route]}${id}`);
        }
        expect(report(findings)).toEqual([]);
      });
    }

    it(`the main dialogs, open, at ${width} px`, async () => {
      const { page, idle } = await openPage(width);
      const findings: Finding[] = [];
      await signInDirectly(page, ACCOUNTS.merchant, DEMO_PASSWORD, '/withdraw-requests');
      await idle();
      const scanDialog = async (where: string, dialog: Locator, close: () => Promise<void> = () => page.keyboard.press('Escape')) => {
        await dialog.waitFor();
        findings.push(...(await scanThemes(page, where, idle)));
        await close();
        await dialog.waitFor({ state: 'detached' });
        await idle();
      };

      // Payout confirmation.
      const wallet = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => (i * 17 + Date.now()) % 256));
      await field(page, 'Amount \\(USDT\\)').fill('1.23');
      await field(page, 'Merchant Wallet Address').fill(wallet);
      await button(page, 'Submit Payout Request').click();
      await scanDialog('payout confirmation', page.getByRole('dialog', { name: 'Confirm payout' }));

      // Step-up confirmation: adding a webhook endpoint asks for it; cancelled, nothing is added.
      await openRoute(page, idle, '/settings');
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await field(page, 'Endpoint URL').fill('https://example.com/axe');
      await page.getByRole('checkbox', { name: 'Deposit confirmed' }).check();
      await button(page, 'Add endpoint').click();
      await scanDialog('step-up confirmation', page.getByRole('dialog', { name: 'Confirm it is you' }));

      // Notification menu.
      await openRoute(page, idle, '/dashboard');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await scanDialog('notification menu', page.getByRole('dialog', { name: 'Notifications' }));

      // Complaint answer.
      await openRoute(page, idle, '/complaints');
      await page.getByRole('button', { name: 'Update Request' }).first().click();
      await scanDialog('complaint answer', page.getByRole('dialog', { name: 'Update Request' }));

      // Add sub-user, and a sub-user's 2FA.
      await openRoute(page, idle, '/role-management');
      await button(page, 'Add Sub-user').click();
      await scanDialog('add sub-user', page.getByRole('dialog', { name: 'Add Sub-user' }));
      await page.getByRole('button', { name: /^2FA / }).first().click();
      await scanDialog('sub-user 2FA', page.getByRole('dialog', { name: 'Two-Factor Authentication' }));

      // Transaction details (a grid row, a card on a phone) and the export confirmation.
      await openRoute(page, idle, '/transactions');
      await page.locator('[role="grid"] [role="row"][data-id], main li button').first().click();
      await scanDialog('transaction details', page.getByRole('dialog', { name: 'Transaction Details' }));
      await button(page, 'Export').click();
      await scanDialog('export confirmation', page.getByRole('dialog', { name: 'Export to Excel' }));

      expect(report(findings)).toEqual([]);
    });
  }
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
