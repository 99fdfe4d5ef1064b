import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { button, field, signInDirectly } from './support/login';
import { sandboxURL } from './support/sandboxURL';

/**
 * Issue 8, "Bad input": script fragments stored through the API in names, notes, titles and
 * descriptions render as text on every screen that shows them. Each payload would set
 * `window.__xss` and open an alert if it ran, so the test looks for a dialog, the marker and the
 * injected elements, and finds the text shown literally instead.
 *
 * The data belongs to other@sandbox.test, whose data no other file counts. Its profile is put back
 * and the sub-user removed afterwards; the answered complaint and the paid link stay, as on any
 * account in use.
 */
const IMG = '<img src=x onerror="window.__xss=1;alert(1)">';
const SCRIPT = '<script>window.__xss=1;alert(1)</script>';
const SVG = '"><svg onload="alert(1)">';
const JS_URL = 'javascript:window.__xss=1';

/** Within the schema limits: name 120, company 200, licence and order reference 100, phone 40. */
const PROFILE = { name: `Oscar ${IMG}`, companyName: `Northwind ${SVG}`, licenceNo: SCRIPT, phoneNo: JS_URL, country: `Sweden ${IMG}` };
const SEEDED_PROFILE = { name: 'Oscar Lindqvist', companyName: 'Northwind Games AB', licenceNo: 'LIC-SE-2022-04561', phoneNo: '+46 8 555 014 20', country: 'Sweden' };
const SUB_USER_NAME = `Eve ${SVG}`;
const LINK = { orderReference: `ORD ${SCRIPT}`, description: `${IMG} ${SVG} ${JS_URL}` };
const NOTES = `Refund ${IMG} ${SCRIPT}`;
const QR_INPUT = { orderReference: `QR ${SVG}`, description: `QR ${SCRIPT} ${IMG}` };

interface Answer {
  status: number;
  body: { success: boolean; message?: string; data: Record<string, unknown> & { docs?: unknown } };
}

async function api(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await fetch(`${sandboxURL()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function expectOk(answer: Promise<Answer>, what: string): Promise<Answer['body']> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${body.message ?? ''}`);
  return body;
}

let token = '';
let userId = '';
let subUserId = '';
let linkId = '';
/** The answered complaint's payout reference, which the complaints search finds it by. */
let complaintPayout = '';

/** Stores every payload through the API, as a merchant's own server or a hostile sub-user could. */
beforeAll(async () => {
  const login = await expectOk(api('/auth/login', { method: 'POST', body: { email: ACCOUNTS.other, password: DEMO_PASSWORD } }), 'login');
  token = login.data.token as string;
  userId = (login.data.user as { id: string }).id;

  await expectOk(api('/merchant/profile', { method: 'PUT', token, body: PROFILE }), 'profile');
  const subUser = await expectOk(
    api('/subusers', { method: 'POST', token, body: { email: `xss-${randomUUID()}@example.test`, name: SUB_USER_NAME, role: 'operation', password: 'secret1' } }),
    'sub-user',
  );
  subUserId = subUser.data._id as string;

  const merchant = (await api(`/merchant/${userId}`, { token })).body as unknown as { apiKey: string; apiSecret: string };
  const link = await expectOk(
    api('/payment-links', { method: 'POST', headers: { 'x-api-key': merchant.apiKey, 'x-api-secret': merchant.apiSecret }, body: { amount: 7.77, ...LINK } }),
    'payment link',
  );
  linkId = link.data._id as string;
  await expectOk(api(`/pay/${linkId}/simulate`, { method: 'POST', body: { outcome: 'exact' } }), 'payment');

  // An open complaint on a pending withdrawal, answered with the notes; the answer notifies the
  // team with the answering user's name, the profile name set above.
  const complaints = await expectOk(api('/refund/merchant?status=pending&limit=100', { token }), 'complaints');
  const open = (complaints.data as unknown as { _id: string; withdrawalId: { status: string; transactionId: string } }[]).find((c) => c.withdrawalId.status === 'pending');
  if (!open) throw new Error('other@sandbox.test has no pending complaint on a pending withdrawal to answer');
  complaintPayout = open.withdrawalId.transactionId;
  await expectOk(api(`/refund/merchant/${open._id}`, { method: 'PUT', token, body: { action: 'approve', status: 'resolved', adminNotes: NOTES } }), 'complaint');
});

afterAll(async () => {
  if (!token) return;
  await api('/merchant/profile', { method: 'PUT', token, body: SEEDED_PROFILE });
  if (subUserId) await api(`/subusers/${subUserId}`, { method: 'DELETE', token });
  await api('/auth/logout', { method: 'POST', token });
});

/** Selectors of what a payload would have become had it been parsed as HTML. */
const INJECTED = 'img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i], iframe[src^="javascript:" i]';

describe('script fragments stored in names, notes and titles (issue 8)', () => {
  const page = useBrowserPage();

  it('render as text on every screen that shows them', async () => {
    const dialogs: string[] = [];
    page().on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    /** Nothing ran and nothing was injected, and each expected text is on screen as typed. */
    async function expectInert(screen: string, visible: Locator[] = []): Promise<void> {
      for (const locator of visible) await locator.first().waitFor();
      const found = await page().evaluate((selector) => ({
        marker: (window as { __xss?: unknown }).__xss ?? null,
        injected: [...document.querySelectorAll(selector)].map((element) => element.outerHTML.slice(0, 120)),
        scripts: [...document.scripts].filter((script) => script.textContent?.includes('__xss')).length,
      }), INJECTED);
      expect({ screen, dialogs, ...found }).toEqual({ screen, dialogs: [], marker: null, injected: [], scripts: 0 });
    }
    const text = (value: string) => page().getByText(value, { exact: false });
    const inputValues = () => page().locator('input, textarea').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

    await signInDirectly(page(), ACCOUNTS.other, DEMO_PASSWORD);
    // The header names the signed-in user.
    await expectInert('dashboard', [page().getByRole('button', { name: 'Profile' }).getByText(PROFILE.name, { exact: true })]);

    await page().getByRole('button', { name: 'Notifications' }).click();
    await expectInert('notifications menu', [text(`resolved by ${PROFILE.name}`)]);
    await page().keyboard.press('Escape');

    await page().goto('/#/transactions');
    await expectInert('transactions list', [text(LINK.orderReference)]);
    await page().getByRole('grid', { name: 'All Transactions' }).locator(`[role="row"][data-id="${linkId}"]`).click();
    const details = page().getByRole('dialog', { name: 'Transaction Details' });
    await expectInert('transaction details', [details.getByText(LINK.description, { exact: true }), details.getByText(LINK.orderReference, { exact: true })]);
    await page().keyboard.press('Escape');

    await page().goto('/#/withdraw-requests');
    await expectInert('payouts', [page().getByRole('heading', { level: 1 })]);

    // The complaint's row (found by its payout), expanded to its facts, the notes among them.
    await page().goto(`/#/complaints?search=${encodeURIComponent(complaintPayout)}`);
    await page().locator('[role="grid"][aria-label="Withdrawal Requests"] [role="row"][data-id]:not(.RecordGrid-panel)').filter({ hasText: complaintPayout }).first().click();
    await expectInert('complaints', [text(NOTES)]);

    await page().goto('/#/role-management');
    await expectInert('role management', [text(SUB_USER_NAME)]);

    await page().goto('/#/settings');
    await page().getByRole('tab', { name: 'Profile' }).click();
    await field(page(), 'Company Name').waitFor();
    await expect.poll(inputValues).toEqual(expect.arrayContaining(Object.values(PROFILE)));
    await expectInert('settings');

    await page().goto('/#/qr-generator');
    await field(page(), 'Amount \\(USDT\\)').fill('3.21');
    await field(page(), 'Order reference \\(optional\\)').fill(QR_INPUT.orderReference);
    await field(page(), 'Description \\(optional\\)').fill(QR_INPUT.description);
    await button(page(), 'Generate Payment Link').click();
    const url = page().getByTestId('payment-link-url');
    await expectInert('QR generator result', [url]);

    await page().goto(new URL(await url.innerText()).pathname);
    await expectInert('hosted page of the generated link', [text(QR_INPUT.description), text(QR_INPUT.orderReference)]);
    await page().goto(`/pay/${linkId}`);
    await expectInert('hosted page of the API link', [text(LINK.description), text(LINK.orderReference)]);
  });
});
