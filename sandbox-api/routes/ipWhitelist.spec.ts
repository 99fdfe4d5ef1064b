import { describe, expect, it } from 'vitest';
import { IP_MESSAGES } from '../../contract/ipWhitelist';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();

async function call(email: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const token = await h.loginAs(email);
  const userId = await h.userId('merchant@sandbox.test');
  return h.app.inject({ method, url: `/api/ip-whitelist/${userId}${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

const ips = (response: { json(): { data: { ipAddress: string; status: string }[] } }) =>
  response.json().data.map((entry) => `${entry.ipAddress}:${entry.status}`);

describe('IP whitelist', () => {
  it('lists the merchant\'s server IPs', async () => {
    const response = await call('merchant@sandbox.test', 'GET', '?type=server');
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ type: 'server', _id: expect.any(String), ipAddress: expect.any(String) });
  });

  it('adds, blocks, reactivates and removes an IP, answering the updated list each time; removed ones are hidden', async () => {
    const added = await call('merchant@sandbox.test', 'POST', '/add', { ip: '203.0.113.7', type: 'server', status: 'active' });
    expect(added.statusCode).toBe(200);
    expect(ips(added)).toContain('203.0.113.7:active');
    const blocked = await call('merchant@sandbox.test', 'POST', '/update', { ip: '203.0.113.7', type: 'server', status: 'blocked' });
    expect(ips(blocked)).toContain('203.0.113.7:blocked');
    const active = await call('merchant@sandbox.test', 'POST', '/update', { ip: '203.0.113.7', type: 'server', status: 'active' });
    expect(ips(active)).toContain('203.0.113.7:active');
    const removed = await call('merchant@sandbox.test', 'POST', '/update', { ip: '203.0.113.7', type: 'server', status: 'deleted' });
    expect(ips(removed).some((entry) => entry.startsWith('203.0.113.7'))).toBe(false);
    expect(ips(await call('merchant@sandbox.test', 'GET', '?type=server')).some((entry) => entry.startsWith('203.0.113.7'))).toBe(false);
    expect((await call('merchant@sandbox.test', 'POST', '/update', { ip: '203.0.113.7', type: 'server', status: 'active' })).statusCode).toBe(404);
    const again = await call('merchant@sandbox.test', 'POST', '/add', { ip: '203.0.113.7' });
    expect(ips(again)).toContain('203.0.113.7:active');
  });

  it('answers 409 with a clear message for an address already listed, active or blocked, and changes nothing', async () => {
    const listed = await call('merchant@sandbox.test', 'POST', '/add', { ip: '198.51.100.40' });
    expect(listed.statusCode).toBe(200);
    const before = ips(await call('merchant@sandbox.test', 'GET', '?type=server'));
    // The same address, also in another spelling (leading zeros are the same address).
    for (const spelling of ['198.51.100.40', '198.051.100.040', ' 198.51.100.40 ']) {
      const again = await call('merchant@sandbox.test', 'POST', '/add', { ip: spelling });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: IP_MESSAGES.alreadyListed('198.51.100.40') });
    }
    await call('merchant@sandbox.test', 'POST', '/update', { ip: '198.51.100.40', type: 'server', status: 'blocked' });
    const blocked = await call('merchant@sandbox.test', 'POST', '/add', { ip: '198.51.100.40' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ success: false, message: '198.51.100.40 is already in the whitelist, blocked: use Reactivate to allow it again.' });
    expect(ips(await call('merchant@sandbox.test', 'GET', '?type=server'))).toEqual(before.map((entry) => (entry === '198.51.100.40:active' ? '198.51.100.40:blocked' : entry)));
  });

  it.each([
    ['999.1.1.1', IP_MESSAGES.octetRange],
    ['1.2.3', IP_MESSAGES.invalidFormat],
    ['1.2.3.4.5', IP_MESSAGES.invalidFormat],
    ['', IP_MESSAGES.required],
    ['   ', IP_MESSAGES.required],
  ])('refuses "%s"', async (ip, message) => {
    const response = await call('merchant@sandbox.test', 'POST', '/add', { ip, type: 'server', status: 'active' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a missing ip and an unknown status', async () => {
    expect((await call('merchant@sandbox.test', 'POST', '/add', {})).json().message).toContain(IP_MESSAGES.required);
    expect((await call('merchant@sandbox.test', 'POST', '/update', { ip: '1.2.3.4', type: 'server', status: 'paused' })).statusCode).toBe(400);
  });

  it('answers 404 for another merchant\'s id', async () => {
    expect((await call('other@sandbox.test', 'GET', '?type=server')).statusCode).toBe(404);
    expect((await call('other@sandbox.test', 'POST', '/add', { ip: '203.0.113.9' })).statusCode).toBe(404);
    expect((await call('other@sandbox.test', 'POST', '/update', { ip: '203.0.113.9', type: 'server', status: 'deleted' })).statusCode).toBe(404);
  });

  it('lets the team read the list; changes need api-credentials', async () => {
    expect((await call('ops@sandbox.test', 'GET', '?type=server')).statusCode).toBe(200);
    expect((await call('ops@sandbox.test', 'POST', '/add', { ip: '203.0.113.11' })).statusCode).toBe(403);
    expect((await call('finance@sandbox.test', 'POST', '/add', { ip: '203.0.113.11' })).statusCode).toBe(200);
  });
});
