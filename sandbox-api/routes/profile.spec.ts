import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../contract/constants';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(parts: Part[]) {
  const boundary = '----sandboxboundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function put(parts: Part[], email = 'merchant@sandbox.test') {
  const token = await h.loginAs(email);
  const body = multipart(parts);
  return h.app.inject({ method: 'PUT', url: '/api/merchant/profile', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

describe('PUT /merchant/profile', () => {
  it('saves the profile fields (email stays read-only) and GET /merchant/{userId} reads them back', async () => {
    const response = await put([
      { name: 'name', value: 'Main Merchant Ltd' },
      { name: 'companyName', value: 'Acme Payments' },
      { name: 'licenceNo', value: 'LIC-42' },
      { name: 'phoneNo', value: '+1 555 0100' },
      { name: 'country', value: 'Malta' },
      { name: 'email', value: 'hijack@sandbox.test' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: PROFILE_MESSAGES.updated,
      data: { name: 'Main Merchant Ltd', email: 'merchant@sandbox.test', companyName: 'Acme Payments', licenceNo: 'LIC-42', country: 'Malta' },
    });
    const userId = await h.userId('merchant@sandbox.test');
    const read = await h.app.inject({ method: 'GET', url: `/api/merchant/${userId}`, headers: bearer(await h.loginAs('merchant@sandbox.test')) });
    expect(read.json().data).toMatchObject({ companyName: 'Acme Payments', phoneNo: '+1 555 0100' });
  });

  it('saves a single automation field at a time', async () => {
    expect((await put([{ name: 'autoWithdraw', value: 'true' }])).json().data.autoWithdraw).toBe(true);
    expect((await put([{ name: 'maxAutoWithdrawAmount', value: '250.5' }])).json().data.maxAutoWithdrawAmount).toBe(250.5);
    expect((await put([{ name: 'transactionTimer', value: '2880' }])).json().data.transactionTimer).toBe(2880);
    expect((await put([{ name: 'transactionTimer', value: '1' }])).json().data.transactionTimer).toBe(1);
    const json = await h.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      payload: { autoWithdraw: false },
      headers: bearer(await h.loginAs('merchant@sandbox.test')),
    });
    expect(json.json().data.autoWithdraw).toBe(false);
  });

  it.each(['0', '2881', '10.5', 'abc', '-3'])('refuses the transaction timer %s', async (value) => {
    const response = await put([{ name: 'transactionTimer', value }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(PROFILE_MESSAGES.timer);
  });

  it.each(['-5', '0', 'ten', ''])('refuses the max auto-withdraw amount "%s"', async (value) => {
    const response = await put([{ name: 'maxAutoWithdrawAmount', value }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(PROFILE_MESSAGES.maxAmount);
  });

  it('stores a PNG logo, serves it with its sniffed type, and removes it with logoRemoved=true', async () => {
    const response = await put([{ name: 'logo', filename: 'logo.bin', type: 'application/octet-stream', bytes: PNG }]);
    expect(response.statusCode).toBe(200);
    const logoUrl: string = response.json().data.logo;
    expect(logoUrl).toMatch(/^\/api\/merchant\/.+\/logo\?v=\d+$/);
    const token = await h.loginAs('merchant@sandbox.test');
    const logo = await h.app.inject({ method: 'GET', url: logoUrl, headers: bearer(token) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);

    const removed = await put([{ name: 'logoRemoved', value: 'true' }]);
    expect(removed.json().data.logo).toBeNull();
    expect((await h.app.inject({ method: 'GET', url: logoUrl, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('refuses a text file named .png', async () => {
    const response = await put([{ name: 'logo', filename: 'logo.png', type: 'image/png', bytes: Buffer.from('just some text, not an image') }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PROFILE_MESSAGES.logoType);
  });

  it('refuses a 6 MB logo and one of exactly 5,242,880 bytes', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await put([{ name: 'logo', filename: 'big.png', type: 'image/png', bytes: big }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PROFILE_MESSAGES.logoSize);
    const exact = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES - PNG.length)]);
    expect((await put([{ name: 'logo', filename: 'exact.png', type: 'image/png', bytes: exact }])).json().message).toBe(PROFILE_MESSAGES.logoSize);
  });

  it('is the main merchant\'s only', async () => {
    for (const email of ['finance@sandbox.test', 'ops@sandbox.test']) {
      const response = await put([{ name: 'transactionTimer', value: '30' }], email);
      expect(response.statusCode).toBe(403);
    }
    expect((await h.app.inject({ method: 'PUT', url: '/api/merchant/profile', payload: {} })).statusCode).toBe(401);
  });
});
