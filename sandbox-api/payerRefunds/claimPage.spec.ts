import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { walletAddressRule } from '../../contract/addresses';
import { CLAIM_PAGE_TEXT } from '../../contract/payerRefunds';
import type { PayerLanguage } from '../paymentLinks/hostedPage';
import { es } from '../i18n/es';
import { CLAIM_PAGE_SCRIPT, claimPageHtml } from './claimPage';
import type { StoredRefund } from './store';

/**
 * The claim page's form as a payer's browser runs it (the server renders it, routes/payerRefunds.spec.ts
 * checks what it serves): the page's own script, run on its markup, with fetch answering as the
 * sandbox does. What a keyboard or screen-reader user meets: focus on the wrong field, the field's
 * own message tied to it, and the live summary line.
 */
const ID = '0b7c1e9a-5a3c-4c8e-9f1d-2b6a7c8d9e0f';

const stored = (status: StoredRefund['record']['status']): StoredRefund => ({
  record: {
    id: ID,
    transactionId: '1a2b3c4d-0000-4000-8000-000000000001',
    amount: 12.5,
    currencyType: 'USDT-TRC20',
    status,
    claimUrl: `http://localhost/claim/${ID}`,
    address: null,
    payoutId: null,
    paymentIssueId: null,
    expiresAt: '2026-12-06T10:00:00.000Z',
    createdAt: '2026-11-29T10:00:00.000Z',
  },
  merchantId: 'm',
  reference: 'DEP-CLAIMSPEC',
  createdBy: { id: 'u', email: 'finance@sandbox.test' },
});

const payment = { reference: 'DEP-CLAIMSPEC', expected: '60', paidAt: new Date('2026-11-28T09:00:00Z'), hasPage: false };
const merchant = { name: 'Acme & Co', logoVersion: null };

const fetchMock = vi.fn<(url: string, init: { body: string }) => Promise<{ status: number; json: () => Promise<unknown> }>>();
const answer = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce({ status, json: async () => body });

/** The little of jsdom's API this spec uses (the project has no types for it; the unit project runs on it). */
interface Window {
  document: Document;
  setTimeout(handler: () => void, delay: number): number;
  fetch: unknown;
  eval(code: string): void;
}
let JSDOM: new (html: string, options: { runScripts: 'outside-only'; url: string }) => { window: Window };
let document: Document;

beforeAll(async () => {
  const name = 'jsdom';
  ({ JSDOM } = (await import(name)) as { JSDOM: typeof JSDOM });
});

function open(status: StoredRefund['record']['status'] = 'awaiting_address', language?: PayerLanguage) {
  const { window } = new JSDOM(claimPageHtml(stored(status), payment, merchant, language), { runScripts: 'outside-only', url: `http://localhost/claim/${ID}` });
  window.fetch = fetchMock;
  window.eval(CLAIM_PAGE_SCRIPT);
  document = window.document;
  const field = (id: string) => document.getElementById(id) as HTMLInputElement;
  return {
    window,
    address: field('address'),
    confirm: field('confirm'),
    submit: () => (document.querySelector('button[type="submit"]') as HTMLButtonElement).click(),
    error: (id: string) => document.getElementById(`${id}-error`) as HTMLElement,
    message: () => document.getElementById('message')?.textContent,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  fetchMock.mockReset();
});

describe('the claim form', () => {
  it('labels both fields, names the format, and ties each error message to its field', () => {
    const page = open();
    expect(page.address.labels?.[0]?.textContent).toBe('Your USDT-TRC20 address');
    expect(page.confirm.labels?.[0]?.textContent).toBe(CLAIM_PAGE_TEXT.confirmLabel);
    expect(page.address.getAttribute('aria-describedby')).toBe('address-hint address-error');
    expect(document.getElementById('address-hint')?.textContent).toContain(walletAddressRule('USDT-TRC20'));
    expect(document.getElementById('message')?.getAttribute('role')).toBe('alert');
    expect(document.getElementById('state')?.getAttribute('role')).toBe('status');
  });

  it('empty fields: each says it is required, the address takes the focus, nothing is sent', () => {
    const page = open();
    page.submit();
    expect(page.address.getAttribute('aria-invalid')).toBe('true');
    expect(page.error('address')).toMatchObject({ hidden: false, textContent: 'This field is required.' });
    expect(page.confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(page.address);
    expect(page.message()).toBe('Check the highlighted field.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('two different addresses: the confirmation says so and takes the focus', () => {
    const page = open();
    page.address.value = 'TAddressOne';
    page.confirm.value = 'TAddressTwo';
    page.submit();
    expect(page.address.hasAttribute('aria-invalid')).toBe(false);
    expect(page.error('address').hidden).toBe(true);
    expect(page.error('confirm').textContent).toBe(CLAIM_PAGE_TEXT.mismatch);
    expect(document.activeElement).toBe(page.confirm);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  const rule = walletAddressRule('USDT-TRC20');
  const refuseChecksum = () => answer(400, { success: false, message: `address ${rule}`, errors: [{ path: 'address', message: rule }] });

  it("the server's checksum refusal is shown on the address field (pointing to the hint, not repeating it), announced, and the form can be sent again", async () => {
    const page = open();
    page.address.value = ' TTypoAddress ';
    page.confirm.value = 'TTypoAddress';
    refuseChecksum();
    page.submit();
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(`/api/claim/${ID}`, expect.objectContaining({ method: 'POST', body: JSON.stringify({ address: 'TTypoAddress' }) }));
    await settle();
    expect(page.error('address').textContent).toBe('This address does not have the format above.');
    // Said once: the hint, tied to the field too, names the format.
    expect(document.getElementById('address-hint')?.textContent).toBe(`Your address ${rule}.`);
    expect(page.address.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(page.address);
    expect(page.message()).toBe('Check the highlighted field.');
    expect((document.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(false);
  });

  it("gives the server's refusal in the page's language, not the server's English (issue 30)", async () => {
    const page = open('awaiting_address', { language: 'es', text: es });
    page.address.value = page.confirm.value = 'TTypoAddress';
    refuseChecksum();
    page.submit();
    await settle();
    await settle();
    expect(page.error('address').textContent).toBe('Esta dirección no tiene el formato indicado arriba.');
    expect(document.getElementById('address-hint')?.textContent).toBe('Tu dirección debe ser una dirección TRC20: 34 caracteres que empiezan por T, con una suma de verificación válida.');
    expect(page.message()).toBe('Revisa el campo marcado.');
    expect(document.activeElement).toBe(page.address);
  });

  it("says any other refusal in the page's language too, and reloads after a 409 or a 410 (issue 30)", async () => {
    const refusals = [
      { status: 409, language: 'es' as const, said: es.claim.changed, reloads: true },
      { status: 410, language: 'es' as const, said: es.claim.expired, reloads: true },
      { status: 429, language: 'es' as const, said: es.claim.failed, reloads: false },
      { status: 409, language: null, said: 'This refund has changed since the page opened: the page now shows where it stands.', reloads: true },
    ];
    for (const { status, language, said, reloads } of refusals) {
      const page = open('awaiting_address', language ? { language, text: es } : undefined);
      const reload = vi.spyOn(page.window, 'setTimeout').mockImplementation(() => 0);
      page.address.value = page.confirm.value = 'TAnyAddress';
      answer(status, { success: false, message: 'English from the server' });
      page.submit();
      await settle();
      await settle();
      expect(page.message()).toBe(said);
      expect(reload.mock.calls.some(([, delay]) => delay === 3000), String(status)).toBe(reloads);
    }
  });

  it('a claimed, sent or expired refund shows its state and no form', () => {
    for (const status of ['sending', 'sent', 'expired', 'rejected', 'awaiting_approval'] as const) {
      open(status);
      expect(document.querySelector('form')).toBeNull();
      expect(document.getElementById('state')?.textContent).toBe(CLAIM_PAGE_TEXT[status]);
    }
  });
});
