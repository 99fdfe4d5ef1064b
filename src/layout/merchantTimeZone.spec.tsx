import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { App } from '../App';
import { prepareTestApp } from '../test/prepareTestApp';
import type { ActivityRecord } from '../../contract/activity';
import type { MerchantSettings } from '../../contract/merchantSettings';
import { setTimeZone, timeZoneName } from '../common/formatters';
import { ok, type Handler, type Reply } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const SETTINGS = 'GET /v2/merchant-settings';
const LOAD = { timeout: 20_000 };
/** 23:30 UTC: the next day in Tokyo (UTC+9). */
const LATE = '2026-11-25T23:30:00.000Z';
const inTokyo = /^Nov 26, 2026, 8:30\sAM$/;
const inBrowser = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(LATE));

const record: ActivityRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: LATE,
  type: 'sign_in.succeeded',
  actorId: 'u-1',
  actorEmail: 'finance@sandbox.test',
  actorRole: 'sub_merchant',
  targetType: null,
  targetId: null,
  targetLabel: null,
  ip: '203.0.113.5',
  userAgent: 'test',
  details: {},
};
const ACTIVITY: Record<string, Handler> = {
  'GET /v2/activity': { status: 200, body: [record], headers: { 'Content-Range': 'activity 0-0/1' } },
};
const settings = (timezone: string | null): Handler => ({ status: 200, body: { underpaymentTolerancePercent: 0, timezone } satisfies MerchantSettings });

async function activityDate() {
  const grid = await screen.findByRole('grid', {}, LOAD);
  await within(grid).findByText('finance@sandbox.test', {}, LOAD);
  return within(grid).getByRole('gridcell', { name: /2026/ }).textContent;
}

// The zone is the page's (formatters.ts): each test starts in the browser's, as a new visit.
afterEach(() => setTimeZone(null));

describe("the merchant's time zone (issue 29)", { timeout: 60_000 }, () => {
  it("shows a list's dates in the merchant's time zone, read once a visit beside the screen's calls", async () => {
    const view = renderApp({ url: '/activity', session: USERS.merchant, routes: { ...ACTIVITY, [SETTINGS]: settings('Asia/Tokyo') } });
    await waitFor(async () => expect(await activityDate()).toMatch(inTokyo), LOAD);
    expect(view.network.requests(SETTINGS)).toHaveLength(1);
  });

  it.each<[string, Reply]>([
    ['set to null', { status: 200, body: { underpaymentTolerancePercent: 0, timezone: null } }],
    ['a gateway without the setting (404)', { status: 404, body: { success: false, message: 'Not found' } }],
  ])("keeps the browser's time zone, silently, for %s", async (_, reply) => {
    // The answer comes once the list is shown: the page must not be drawn anew, nor its list asked again.
    let answer: (reply: Reply) => void = () => undefined;
    const view = renderApp({ url: '/activity', session: USERS.merchant, routes: { ...ACTIVITY, [SETTINGS]: () => new Promise<Reply>((resolve) => (answer = resolve)) } });
    expect(await activityDate()).toBe(inBrowser);
    answer(reply);
    await waitFor(() => expect(view.network.requests(SETTINGS)).toHaveLength(1), LOAD);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await activityDate()).toBe(inBrowser);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.network.requests('GET /v2/activity')).toHaveLength(1);
  });

  it('follows a time zone saved in Settings at once, without a reload or a second read', async () => {
    const view = renderApp({
      url: '/settings',
      session: USERS.merchant,
      routes: {
        ...ACTIVITY,
        [SETTINGS]: settings(null),
        'PUT /v2/merchant-settings': ({ body }) => ({ status: 200, body }),
        [`GET /merchant/${USER_ID}`]: ok({ _id: USER_ID, userId: USER_ID, merchantId: USER_ID, name: 'Main Merchant', email: 'merchant@sandbox.test', companyName: 'Acme' }),
        [`GET /ip-whitelist/${USER_ID}`]: ok([]),
      },
    });
    await view.user.click(await screen.findByRole('tab', { name: 'Profile' }, LOAD));
    const zone = await screen.findByRole('combobox', { name: 'Time zone' }, LOAD);
    await view.user.clear(zone);
    await view.user.type(zone, 'Asia/Tok');
    await view.user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await view.user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved', {}, LOAD)).toBeInTheDocument();
    // The card, drawn anew in the new zone, shows what was saved.
    expect(await screen.findByRole('combobox', { name: 'Time zone' }, LOAD)).toHaveValue('Asia/Tokyo');

    window.location.hash = '#/activity';
    await waitFor(async () => expect(await activityDate()).toMatch(inTokyo), LOAD);
    expect(view.network.requests(SETTINGS)).toHaveLength(1);
  });

  it('draws a visit at once in the zone the last one read, and not anew when the answer is the same (issue 27)', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const routes = { ...ACTIVITY, 'GET /notifications/stats': ok({ unreadCount: 0 }), 'GET /notifications': ok([]), [SETTINGS]: () => new Promise<Reply>((resolve) => (answer = resolve)) };
    const { network, providers } = prepareTestApp({ url: '/activity', session: USERS.merchant }, routes);
    render(<App {...providers} store={memoryStore({ 'merchant.timezone': 'Asia/Tokyo' })} />);
    expect(await activityDate()).toMatch(inTokyo);
    answer({ status: 200, body: { underpaymentTolerancePercent: 0, timezone: 'Asia/Tokyo' } });
    await waitFor(() => expect(network.requests(SETTINGS)).toHaveLength(1), LOAD);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await activityDate()).toMatch(inTokyo);
    expect(network.requests('GET /v2/activity')).toHaveLength(1);
  });

  it('follows the store while the App is shown, and no longer once it is gone', async () => {
    const store = memoryStore();
    const { providers } = prepareTestApp({ url: '/activity', session: USERS.merchant }, { ...ACTIVITY, [SETTINGS]: settings(null) });
    const view = render(<App {...providers} store={store} />);
    await activityDate();
    act(() => store.setItem('merchant.timezone', 'Europe/Paris'));
    expect(timeZoneName()).toBe('Europe/Paris');
    view.unmount();
    store.setItem('merchant.timezone', 'Asia/Tokyo');
    expect(timeZoneName()).toBe('Europe/Paris');
  });
});
