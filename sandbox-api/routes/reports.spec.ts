import { describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../contract/activity';
import { TIMEZONE_MESSAGE, type MerchantSettings } from '../../contract/merchantSettings';
import { ACCESS_DENIED } from '../plugins/authGuard';
import { bearer, useHarness } from '../test/harness';

const h = useHarness();
const SETTINGS = '/api/v2/merchant-settings';
const MERCHANT = 'merchant@sandbox.test';
const FINANCE = 'finance@sandbox.test';
const OPS = 'ops@sandbox.test';
const OTHER = 'other@sandbox.test';

const get = async (email: string, url: string) => h.app.inject({ method: 'GET', url, headers: bearer(await h.loginAs(email)) });
const putSettings = async (email: string, payload: unknown) =>
  h.app.inject({ method: 'PUT', url: SETTINGS, headers: bearer(await h.loginAs(email)), payload: payload as object });

describe('the merchant time zone (merchant-settings timezone)', () => {
  it('reads null (the browser\'s) by default; only the main merchant changes it; unknown names are 400 with a clear message and change nothing', async () => {
    expect((await get(OPS, SETTINGS)).json()).toEqual({ underpaymentTolerancePercent: 0, timezone: null });
    expect((await putSettings(FINANCE, { timezone: 'Europe/Berlin' })).json()).toMatchObject({ message: ACCESS_DENIED });
    for (const bad of ['Mars/Olympus', '+02:00', '', 'Europe/Berlin; DROP', 42, 'x'.repeat(65)]) {
      const refused = await putSettings(MERCHANT, { timezone: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect((refused.json() as { message: string }).message, JSON.stringify(bad)).toContain(TIMEZONE_MESSAGE);
    }
    expect((await get(MERCHANT, SETTINGS)).json()).toEqual({ underpaymentTolerancePercent: 0, timezone: null });
  });

  it('saves a known name in its canonical spelling, keeps the tolerance it was not sent, logs the change; null goes back to the browser\'s', async () => {
    expect((await putSettings(MERCHANT, { underpaymentTolerancePercent: 1.5 })).statusCode).toBe(200);
    const saved = await putSettings(MERCHANT, { timezone: 'utc' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ underpaymentTolerancePercent: 1.5, timezone: 'UTC' });
    expect((await putSettings(MERCHANT, { timezone: 'Europe/Berlin' })).json()).toEqual({ underpaymentTolerancePercent: 1.5, timezone: 'Europe/Berlin' });
    expect((await get(OPS, SETTINGS)).json() as MerchantSettings).toEqual({ underpaymentTolerancePercent: 1.5, timezone: 'Europe/Berlin' });
    // Another merchant's settings are its own.
    expect((await get(OTHER, SETTINGS)).json()).toEqual({ underpaymentTolerancePercent: 0, timezone: null });

    const changes = (await get(MERCHANT, `/api/v2/activity?filter=${encodeURIComponent(JSON.stringify({ type: 'merchant_settings.changed' }))}`)).json() as ActivityRecord[];
    expect(changes[0].details).toMatchObject({ changed: ['timezone'], before: { timezone: 'UTC' }, after: { timezone: 'Europe/Berlin' } });
    const before = changes.length;
    // The same value again changes nothing and logs nothing.
    expect((await putSettings(MERCHANT, { timezone: 'Europe/Berlin' })).statusCode).toBe(200);
    expect(((await get(MERCHANT, `/api/v2/activity?filter=${encodeURIComponent(JSON.stringify({ type: 'merchant_settings.changed' }))}`)).json() as ActivityRecord[]).length).toBe(before);

    expect((await putSettings(MERCHANT, { timezone: null, underpaymentTolerancePercent: 0 })).json()).toEqual({ underpaymentTolerancePercent: 0, timezone: null });
  });
});
