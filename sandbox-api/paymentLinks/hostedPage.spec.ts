import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { Network } from '../../contract/constants';
import type { PaymentLink } from '../../contract/paymentLinks';
import { PAY_PAGE_TEXT } from '../../contract/payPage';
import { createSimulatedDeposit } from '../simulator/deposits';
import { useHarness, type Harness, PRODUCTION_ENV } from '../test/harness';

/**
 * Issue 12, the payer's page GET /pay/{id}: what it shows in each state of the link, its answer
 * to an id that names no link, and the origin the links point at.
 */
const h = useHarness();

async function merchantId(harness: Harness, email = 'other@sandbox.test'): Promise<string> {
  return harness.userId(email);
}

async function newLink(harness: Harness, amount = '7.77', network: Network = 'USDT-TRC20'): Promise<{ id: string; address: string }> {
  const deposit = await createSimulatedDeposit(harness.app.services, await merchantId(harness), { amount, network });
  return { id: deposit._id, address: deposit.walletAddress };
}

const openPage = (id: string) => h.app.inject({ method: 'GET', url: `/pay/${id}` });
const simulate = (id: string, outcome: string) => h.app.inject({ method: 'POST', url: `/api/pay/${id}/simulate`, payload: { outcome } });
const expire = (id: string) => h.db.query(`UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
/** The inline QR code's SVG; the favicon is a URL-encoded data URL, so it adds no `<svg`. */
const QR = /<svg\b/;

describe('the hosted payment page (issue 12)', () => {
  it('asks for the amount with the address, a QR code, copy buttons, the merchant\'s name and logo, and the favicon', async () => {
    const logo = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await h.db.query(`UPDATE merchants SET logo = $2, logo_mime = 'image/png', logo_updated_at = now(), company_name = 'Northwind Games AB' WHERE id = $1`, [
      await merchantId(h),
      logo,
    ]);
    const { id, address } = await newLink(h);
    const page = await openPage(id);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-state="awaiting"');
    expect(page.body).toContain(PAY_PAGE_TEXT.awaiting('7.77'));
    expect(page.body).toContain(address);
    expect(page.body).toMatch(QR);
    expect(page.body).toContain(`data-copy="${address}"`);
    expect(page.body).toContain('data-copy="7.77"');
    expect(page.body).toContain(`>${PAY_PAGE_TEXT.copyAddress}<`);
    expect(page.body).toContain(`>${PAY_PAGE_TEXT.copyAmount}<`);
    expect(page.body).toContain('Northwind Games AB');
    expect(page.body).toMatch(new RegExp(`<img src="/pay/${id}/logo\\?v=[0-9a-f]{32}" alt="">`));
    expect(page.body).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
  });

  it('links the merchant\'s logo as a cacheable image of its own instead of inlining it into every view', async () => {
    // A logo near the 5 MB limit, whose type only its bytes tell (the stored type is wrong on purpose).
    const logo = Buffer.alloc(4_000_000, 7);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(logo);
    await h.db.query(`UPDATE merchants SET logo = $2, logo_mime = 'image/png', logo_updated_at = now() WHERE id = $1`, [await merchantId(h), logo]);
    const { id } = await newLink(h);
    const page = await openPage(id);
    expect(page.body.length).toBeLessThan(100_000);
    const src = /<img src="([^"]+)"/.exec(page.body)?.[1] ?? '';
    expect(src).toMatch(new RegExp(`^/pay/${id}/logo\\?v=`));

    const image = await h.app.inject({ method: 'GET', url: src });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(logo)).toBe(true);
    const etag = String(image.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await h.app.inject({ method: 'GET', url: src, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // Only the link's merchant's logo, and nothing for a link that does not exist or a merchant without one.
    expect((await h.app.inject({ method: 'GET', url: '/pay/00000000-0000-4000-8000-000000000000/logo' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/pay/not-a-link/logo' })).statusCode).toBe(404);
    await h.db.query('UPDATE merchants SET logo = NULL, logo_mime = NULL, logo_updated_at = NULL WHERE id = $1', [await merchantId(h)]);
    expect((await h.app.inject({ method: 'GET', url: src })).statusCode).toBe(404);
    expect((await openPage(id)).body).not.toContain('<img');
  });

  it('shows an expired link without address or QR code, telling the payer to ask the merchant for a new one', async () => {
    const { id, address } = await newLink(h);
    await expire(id);
    const page = await openPage(id);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-state="expired"');
    expect(page.body).toContain(PAY_PAGE_TEXT.expired);
    expect(page.body).not.toContain(address);
    expect(page.body).not.toMatch(QR);
    expect(page.body).not.toContain('Send exactly');
  });

  it('tells an underpaid payer what is missing and asks for the remainder until the link expires; the merchant\'s record stays underpaid', async () => {
    const { id, address } = await newLink(h, '7.77');
    expect((await simulate(id, 'underpaid')).statusCode).toBe(200);
    const page = await openPage(id);
    expect(page.body).toContain('data-state="partial"');
    expect(page.body).toContain('Partially paid: 6.99 of 7.77 received, send the remaining 0.78');
    expect(page.body).toContain(address);
    expect(page.body).toMatch(QR);
    expect(page.body).toContain('data-copy="0.78"');
    expect(page.body).not.toContain('Payment received');
    // Issue 29: the sandbox's one button now pays what is due.
    expect(page.body).toContain('<button type="button" data-outcome="exact">Simulate payment of the remainder</button>');
    expect(page.body).not.toContain('Simulate payment (underpaid)');
    // The merchant's side: a confirmed deposit of 6.99 for 7.77 asked, i.e. Underpaid (001 section 4).
    const { rows } = await h.db.query<{ status: string; amount: string; actual: string }>(
      'SELECT status, amount::text, actual_balance::text AS actual FROM transactions WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ status: 'confirmed', amount: '7.770000', actual: '6.990000' });

    await expire(id);
    const expired = await openPage(id);
    expect(expired.body).toContain('data-state="partialExpired"');
    expect(expired.body).toContain(PAY_PAGE_TEXT.partialExpired('6.99', '7.77', '0.78'));
    expect(expired.body).not.toContain(address);
    expect(expired.body).not.toMatch(QR);
  });

  it('says so when the payer sent more, or exactly the amount', async () => {
    const over = await newLink(h, '7.77');
    await simulate(over.id, 'overpaid');
    const overpaid = await openPage(over.id);
    expect(overpaid.body).toContain(PAY_PAGE_TEXT.overpaid('8.16', '7.77', '0.39'));
    expect(overpaid.body).not.toContain(over.address);

    const exact = await newLink(h, '7.77', 'USDT-ERC20');
    await simulate(exact.id, 'exact');
    const paid = await openPage(exact.id);
    expect(paid.body).toContain(PAY_PAGE_TEXT.paid('7.77'));
    expect(paid.body).not.toContain(exact.address);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-link'],
    ['an id at the length limit', 'x'.repeat(100)],
  ])('answers %s with a 404 HTML page in the same look, not JSON', async (_, id) => {
    const page = await openPage(id);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/^<!doctype html>/);
    expect(page.body).toContain(PAY_PAGE_TEXT.notFound);
    expect(page.body).toContain('<link rel="icon"');
    expect(page.headers['cache-control']).toBe('no-store');
  });
});

/** A non-internal IPv4 address of this machine, else loopback. */
function interfaceAddress(): string {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return all.find((entry) => entry.family === 'IPv4' && !entry.internal)?.address ?? '127.0.0.1';
}

const linkUrl = async (harness: Harness, id: string, host: string) =>
  ((await harness.app.inject({ method: 'GET', url: `/api/pay/${id}`, headers: { host } })).json() as { data: PaymentLink }).data.url;

describe('the origin of payment links without PUBLIC_URL (issue 12)', () => {
  it('follows a Host naming one of the server\'s own addresses on its port', async () => {
    const { id } = await newLink(h);
    const { port } = h.config;
    expect(await linkUrl(h, id, `${interfaceAddress()}:${port}`)).toBe(`http://${interfaceAddress()}:${port}/pay/${id}`);
    expect(await linkUrl(h, id, `localhost:${port}`)).toBe(`http://localhost:${port}/pay/${id}`);
    expect(await linkUrl(h, id, `[::1]:${port}`)).toBe(`http://[::1]:${port}/pay/${id}`);
  });

  it.each([
    ['an own address on another port', (port: number) => `localhost:${port + 1}`],
    ['an own address without the port', () => 'localhost'],
  ])('refuses %s and falls back to the default', async (_, host) => {
    const { id } = await newLink(h);
    // The same link does follow this machine's own address: the refusal is the Host check's.
    const own = `${interfaceAddress()}:${h.config.port}`;
    expect(await linkUrl(h, id, own)).toBe(`http://${own}/pay/${id}`);
    expect(await linkUrl(h, id, host(h.config.port))).toBe(`http://localhost:${h.config.port}/pay/${id}`);
  });

  it('builds the link of a new payment link from the request too', async () => {
    const { rows } = await h.db.query<{ api_key: string; api_secret_encrypted: string }>(
      'SELECT api_key, api_secret_encrypted FROM merchants WHERE id = $1',
      [await merchantId(h)],
    );
    const host = `${interfaceAddress()}:${h.config.port}`;
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/payment-links',
      headers: { host, 'x-api-key': rows[0].api_key, 'x-api-secret': h.app.services.secrets.decrypt(rows[0].api_secret_encrypted) },
      payload: { amount: 3, network: 'USDT-TRC20' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as { data: PaymentLink }).data.url).toMatch(new RegExp(`^http://${host.replace(/\./g, '\\.')}/pay/`));
  });

  // A foreign name never gets this far: the sandbox refuses it outright (plugins/sandboxAccess.ts, issue 26).
  it.each([
    ['a foreign host name', (port: number) => `evil.example:${port}`],
    ['a foreign address', (port: number) => `203.0.113.7:${port}`],
    ['a host with a path', (port: number) => `localhost:${port}/x`],
    ['a host with credentials', (port: number) => `user@localhost:${port}`],
  ])('answers 421 to %s', async (_, host) => {
    const { id } = await newLink(h);
    const response = await h.app.inject({ method: 'GET', url: `/api/pay/${id}`, headers: { host: host(h.config.port) } });
    expect(response.statusCode).toBe(421);
  });

  it('points the password-reset mail at the request\'s origin, and sends none for a spoofed Host', async () => {
    const forgot = (email: string, host: string) =>
      h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { host }, payload: { email } });
    const own = `${interfaceAddress()}:${h.config.port}`;
    expect((await forgot('other@sandbox.test', own)).statusCode).toBe(200);
    const [mail] = await h.mailbox('other@sandbox.test');
    expect(mail.text).toContain(`http://${own}/#/reset-password?token=${mail.code}`);

    const before = await h.mailbox('merchant@sandbox.test');
    expect((await forgot('merchant@sandbox.test', `evil.example:${h.config.port}`)).statusCode).toBe(421);
    expect(await h.mailbox('merchant@sandbox.test')).toEqual(before);
  });
});

describe('with PUBLIC_URL set (issue 12)', () => {
  // http: an https PUBLIC_URL looks like a deployment, which sandbox mode refuses (config.ts, issue 26).
  const fixed = useHarness({ env: { PUBLIC_URL: 'http://pay.example.com' } });
  it('always uses it, whatever the Host', async () => {
    const { id } = await newLink(fixed);
    expect(await linkUrl(fixed, id, `localhost:${fixed.config.port}`)).toBe(`http://pay.example.com/pay/${id}`);
  });
});

describe('in production (issue 12)', () => {
  const production = useHarness({ env: PRODUCTION_ENV });
  it('uses the configured address, never the request\'s', async () => {
    const { id } = await newLink(production);
    expect(await linkUrl(production, id, `localhost:${production.config.port}`)).toBe(`${production.config.publicUrl}/pay/${id}`);
    expect(await linkUrl(production, id, `${interfaceAddress()}:${production.config.port}`)).toBe(`${production.config.publicUrl}/pay/${id}`);
  });
});
