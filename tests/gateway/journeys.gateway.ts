import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserPage } from '../e2e/support/browser';
import { alert, button, field, heading, openLogin, signIn, submitCredentials, waitForDashboard } from '../e2e/support/login';
import { EVERY_ENTRY, navigationEntries } from '../e2e/support/navigation';
import { totpCode } from '../e2e/support/totp';
import { SEED } from './store';

/**
 * The spec's journeys against the reference gateway (tests/gateway/server.ts): a gateway that
 * follows the spec but is not the sandbox: cookie-only sessions, `id` for `_id`, string flags,
 * credentials under `merchant`, lists as `data[]` with `pagination`, amounts as strings, dates as
 * epoch milliseconds, no socket.io and none of the sandbox's additions. Each screen must show a
 * value only this gateway's seed has, so a blank or broken screen fails.
 */

/** Amounts as the dashboard prints them: grouped, 2 decimals (000 section 9). */
const grouped = (value: string) => Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function see(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor();
}

/** A navigation entry, the heading of the screen it opens, and a seeded value that screen shows. */
type Screen = [entry: string, title: string, shows: string];

const SCREENS: Screen[] = [
  ['Dashboard', 'Merchant Dashboard', `+${grouped(SEED.bigDeposit)} USDT`],
  ['Wallet Balance', 'Wallet Balances', SEED.trc20Wallet],
  ['Transactions', 'All Transactions', `+${grouped(SEED.bigDeposit)} USDT`],
  ['QR Generator', 'QR Generator', 'Generate Payment Link'],
  ['Withdraw Requests', 'Payout Requests', SEED.payoutWallet],
  ['API Credentials', 'API Credentials', SEED.apiKey],
  ['Payout Requests', 'Payout Requests', `-${grouped(SEED.payoutAmount)} USDT`],
  ['Role Management', 'Role Management', SEED.twoFactor.email],
  ['Change Password', 'Change Password', 'Current Password'],
  ['Complaints', 'Withdrawal Requests', SEED.complaintTitle],
  ['Permission Demo', 'Permission Demo', 'Permission status'],
  // Issue 16: a gateway without the /api/v2 extension API has no activity log, and the screen says so.
  ['Activity', 'Activity', 'This gateway has no activity log.'],
  // Issue 29's, likewise: one calm line each.
  ['Payments that need attention', 'Payments that need attention', 'This gateway does not report payments that need attention.'],
  ['Reports', 'Reports', 'This gateway does not provide reports.'],
];

/** The Finance Role (sub_merchant) of 000 section 6: everything but change-password. */
const FINANCE_ENTRIES = EVERY_ENTRY.filter((entry) => entry !== 'Change Password');

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Waits until the navigation holds exactly `expected` of the spec's entries (in order), then opens
 * every entry it shows. A spec entry shows its seeded value; an entry the spec does not list (a
 * feature of the dashboard's own) must at least open its page, titled as its entry.
 */
async function openEveryScreen(page: Page, expected: readonly string[]): Promise<void> {
  const specEntries = (entries: string[]) => entries.filter((entry) => EVERY_ENTRY.includes(entry));
  await expect.poll(async () => specEntries(await navigationEntries(page))).toEqual(expected);
  for (const entry of await navigationEntries(page)) {
    const [, title, shows] = SCREENS.find(([name]) => name === entry) ?? [entry, entry, null];
    await navigation(page).getByRole('link', { name: entry, exact: true }).click();
    await heading(page, title).waitFor();
    if (shows) await see(page, shows);
  }
}

/** The pages outside the navigation: Settings (Profile, IP Restriction), two-factor and wallet service types. */
async function openOtherScreens(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await heading(page, 'Settings').waitFor();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect.poll(() => field(page, 'Company Name').inputValue()).toBe(SEED.companyName);
  await page.getByRole('tab', { name: 'IP Restriction' }).click();
  await see(page, SEED.ipAddress);

  await page.goto('/#/security/2fa');
  await heading(page, 'Security Settings').waitFor();
  await see(page, 'Status: Disabled');

  await page.goto('/#/wallet-service-types');
  await heading(page, 'Wallet Service Types').waitFor();
  await see(page, SEED.serviceTypeName);
  // The Balance column adds the wallets' totalDepositAmount, sent as numeric strings.
  await see(page, `${grouped(SEED.serviceTypeBalance)} USDT`);
  // The record's `id` (no `_id`) opens its detail.
  await page.getByRole('button', { name: /^View details/ }).first().click();
  await heading(page, 'Wallet Service Type').waitFor();
  await see(page, SEED.serviceTypeDescription);
  await see(page, grouped(SEED.bigDeposit));
}

/**
 * Counts the requests the gateway answered 404 (the sandbox's additions, socket.io), by path. The
 * dashboard may try each once (socket.io once per transport, websocket then polling), then it
 * must live without it: no retry storm.
 */
function recordMissingCalls(page: Page): Map<string, number> {
  const missing = new Map<string, number>();
  page.on('response', (response) => {
    if (response.status() !== 404) return;
    const { pathname } = new URL(response.url());
    missing.set(pathname, (missing.get(pathname) ?? 0) + 1);
  });
  return missing;
}

describe('the dashboard against the reference gateway', () => {
  const page = useBrowserPage();

  it('password: a cookie-only session (no token anywhere) opens the dashboard with the gateway figures', async () => {
    const bearer: string[] = [];
    page().on('request', (request) => {
      if (request.headers().authorization) bearer.push(request.url());
    });
    await signIn(page(), SEED.merchant.email, SEED.password);
    await see(page(), `+${grouped(SEED.bigDeposit)} USDT`);
    // The session keys of 000 section 3, without a token; isSubUser 'false' (a string here) stays 'false'.
    const stored = await page().evaluate(() => ({ ...sessionStorage, ...localStorage }));
    expect(stored.token).toBeUndefined();
    expect(stored.userEmail).toBe(SEED.merchant.email);
    expect(stored.isSubUser).toBe('false');
    expect(stored.parentUser ?? '').toBe('');
    expect(bearer).toEqual([]);
  });

  it('reloading keeps the session: the dashboard and its figures come back, without a sign-in', async () => {
    await signIn(page(), SEED.merchant.email, SEED.password);
    await page().reload();
    await waitForDashboard(page());
    await see(page(), `+${grouped(SEED.bigDeposit)} USDT`);
    await page().goto('/#/transactions');
    await page().reload();
    await heading(page(), 'All Transactions').waitFor();
    await see(page(), `+${grouped(SEED.bigDeposit)} USDT`);
  });

  it('emailed code: the code from the outbox signs the operation sub-user in', async () => {
    await openLogin(page());
    await submitCredentials(page(), SEED.emailCode.email, SEED.password);
    await alert(page(), 'OTP sent to your email. Enter OTP to continue.').waitFor();
    const outbox = await fetch(`${inject('baseURL')}/__test/outbox/${encodeURIComponent(SEED.emailCode.email)}`);
    const { code } = (await outbox.json()) as { code: string };
    await field(page(), 'Verification code').fill(code);
    await button(page(), 'Verify OTP').click();
    await waitForDashboard(page());
    // operation (000 section 6): qr-code-generation, complaints-view, transactions-view.
    await openEveryScreen(page(), ['Dashboard', 'Transactions', 'QR Generator', 'Complaints', 'Permission Demo', 'Payments that need attention', 'Reports']);
  });

  it('2FA: an authenticator code (RFC 6238, computed by oathtool) signs the super_operation sub-user in', async () => {
    await openLogin(page());
    await submitCredentials(page(), SEED.twoFactor.email, SEED.password);
    await alert(page(), 'Please complete two-factor authentication').waitFor();
    await field(page(), 'Verification code').fill(await totpCode(SEED.twoFactor.secret));
    await button(page(), 'Verify Code').click();
    await waitForDashboard(page());
    await see(page(), `+${grouped(SEED.bigDeposit)} USDT`);
  });

  it('main merchant: every navigation entry and every other screen shows the gateway data; no addition is asked twice', async () => {
    const missing = recordMissingCalls(page());
    await signIn(page(), SEED.merchant.email, SEED.password);
    await openEveryScreen(page(), EVERY_ENTRY);
    await openOtherScreens(page());
    expect(missing.get('/api/wallet-balance')).toBe(1);
    const askedAgain = [...missing].filter(([path, count]) => count > (path === '/socket.io/' ? 2 : 1));
    expect(askedAgain).toEqual([]);
  });

  it('Finance Role sub-user: its navigation entries and the other screens show the gateway data', async () => {
    await signIn(page(), SEED.finance.email, SEED.password);
    // 000 section 6: the Finance Role's volume and average show 0.00, though this gateway sends them the real figures.
    const volume = page().getByRole('region', { name: "Today's Volume", exact: true }).getByTestId('stat-value');
    await expect.poll(() => volume.innerText()).toMatch(/^0\.00\s*USDT$/);
    // isSubUser 'true' and parentUser an object: stored as the flag and the parent's id.
    const stored = await page().evaluate(() => ({ ...sessionStorage }));
    expect(stored.isSubUser).toBe('true');
    expect(stored.parentUser).toMatch(/^[0-9a-f-]{36}$/);
    await openEveryScreen(page(), FINANCE_ENTRIES);
    // The Permission Demo names the account type (the last entry is Activity, after the spec's list).
    await navigation(page()).getByRole('link', { name: 'Permission Demo', exact: true }).click();
    await see(page(), 'Sub User');
  });

  it('logout ends the session on the gateway: the login page, and a reload does not bring the dashboard back', async () => {
    await signIn(page(), SEED.merchant.email, SEED.password);
    await page().getByRole('button', { name: 'Profile' }).click();
    await page().getByRole('menuitem', { name: 'Logout' }).click();
    await button(page(), 'Sign In').waitFor();
    const answer = await page().request.get('/api/dashboard/merchant?filter=today');
    expect(answer.status()).toBe(401);
    await page().goto('/#/dashboard');
    await button(page(), 'Sign In').waitFor();
  });
});
