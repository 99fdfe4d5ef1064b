import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ipEntry } from '../test/ipWhitelist';
import { ok, type Handler } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { emulatePhone, factsOf } from '../test/phone';
import { renderScreen } from '../test/renderScreen';
import { SettingsPage } from './SettingsPage';
import type { TestUser } from '../test/sessions';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const IPS = `GET /ip-whitelist/${USER_ID}`;
const UPDATE_IP = `POST /ip-whitelist/${USER_ID}/update`;
const LOAD = { timeout: 8000 };

const LISTED = [ipEntry('203.0.113.1'), ipEntry('203.0.113.2'), ipEntry('203.0.113.3', 'blocked')];

async function openIpTab(routes: Record<string, Handler> = {}, session: TestUser = USERS.merchant) {
  const view = renderScreen(<SettingsPage />, { url: '/settings', session, routes: { [`GET /merchant/${USER_ID}`]: ok({ _id: USER_ID, name: 'Main Merchant' }), [IPS]: ok(LISTED), ...routes } });
  await view.user.click(await screen.findByRole('tab', { name: 'IP Restriction' }, LOAD));
  await screen.findByRole('grid', { name: 'Server IP whitelist' }, LOAD);
  return view;
}

const rowOf = (ip: string) => screen.getByText(ip, { selector: '[role="gridcell"] *' }).closest('[role="row"]') as HTMLElement;
const select = async (view: Awaited<ReturnType<typeof openIpTab>>, ...ips: string[]) => {
  for (const ip of ips) await view.user.click(within(rowOf(ip)).getByRole('checkbox'));
};

/** The IP whitelist's bulk actions and undoable removal (issue 14). */
describe('IP whitelist bulk actions and undo', { timeout: 40_000 }, () => {
  it('blocks several entries at once: one update per active entry, then the list again', async () => {
    const view = await openIpTab({ [UPDATE_IP]: ok([]) });
    await select(view, '203.0.113.1', '203.0.113.2', '203.0.113.3');
    expect(screen.getByText('3 items selected')).toBeInTheDocument();
    view.network.on(IPS, ok([ipEntry('203.0.113.1', 'blocked'), ipEntry('203.0.113.2', 'blocked'), ipEntry('203.0.113.3', 'blocked')]));
    await view.user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('2 server IPs blocked')).toBeInTheDocument();
    // The entry already blocked is left alone.
    expect(view.network.requests(UPDATE_IP).map((request) => request.body)).toEqual([
      { ip: '203.0.113.1', type: 'server', status: 'blocked' },
      { ip: '203.0.113.2', type: 'server', status: 'blocked' },
    ]);
    expect(await screen.findByText('API Access Blocked: No server IPs configured.')).toBeInTheDocument();
  });

  it("on a phone, one card per entry with its own actions; the cards' checkboxes select for the same bulk Block", async () => {
    const restore = emulatePhone();
    try {
      const view = renderScreen(<SettingsPage />, { url: '/settings', session: USERS.merchant, routes: { [`GET /merchant/${USER_ID}`]: ok({ _id: USER_ID, name: 'Main Merchant' }), [IPS]: ok(LISTED), [UPDATE_IP]: ok([]) } });
      await view.user.click(await screen.findByRole('tab', { name: 'IP Restriction' }, LOAD));
      const card = await screen.findByRole('article', { name: '203.0.113.3' }, LOAD);
      expect(factsOf(card)).toEqual([
        ['IP Address', '203.0.113.3'],
        ['Status', 'Blocked'],
        ['Actions', 'ReactivateRemove'],
      ]);
      expect(within(card).getByRole('button', { name: 'Reactivate 203.0.113.3' })).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      for (const ip of ['203.0.113.1', '203.0.113.2']) await view.user.click(within(screen.getByRole('article', { name: ip })).getByRole('checkbox', { name: 'Select this row' }));
      expect(screen.getByText('2 items selected')).toBeInTheDocument();
      await view.user.click(screen.getByRole('button', { name: 'Block' }));
      expect(await screen.findByText('2 server IPs blocked')).toBeInTheDocument();
      expect(view.network.requests(UPDATE_IP).map((request) => request.body)).toEqual([
        { ip: '203.0.113.1', type: 'server', status: 'blocked' },
        { ip: '203.0.113.2', type: 'server', status: 'blocked' },
      ]);
    } finally {
      restore();
    }
  });

  it('removes several entries undoably: they leave at once, and the requests go out when the toast closes', async () => {
    const view = await openIpTab({ [UPDATE_IP]: ok([]) });
    await select(view, '203.0.113.1', '203.0.113.3');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('2 server IPs removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('203.0.113.1', { selector: '[role="gridcell"] *' })).not.toBeInTheDocument());
    expect(screen.queryByText('203.0.113.3', { selector: '[role="gridcell"] *' })).not.toBeInTheDocument();
    expect(screen.getByText('203.0.113.2', { selector: '[role="gridcell"] *' })).toBeInTheDocument();
    expect(view.network.requests(UPDATE_IP)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(6000));
    await waitFor(() => expect(view.network.requests(UPDATE_IP)).toHaveLength(2));
    expect(view.network.requests(UPDATE_IP).map((request) => request.body)).toEqual(
      expect.arrayContaining([
        { ip: '203.0.113.1', type: 'server', status: 'deleted' },
        { ip: '203.0.113.3', type: 'server', status: 'deleted' },
      ]),
    );
  });

  it('Undo brings a removed entry back and sends nothing', async () => {
    const view = await openIpTab({ [UPDATE_IP]: ok([]) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(within(rowOf('203.0.113.2')).getByRole('button', { name: 'Remove 203.0.113.2' }));
    await waitFor(() => expect(screen.queryByText('203.0.113.2', { selector: '[role="gridcell"] *' })).not.toBeInTheDocument());
    await view.user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('203.0.113.2', { selector: '[role="gridcell"] *' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6000));
    await waitFor(() => expect(screen.queryByText('Server IP removed')).not.toBeInTheDocument());
    expect(view.network.requests(UPDATE_IP)).toHaveLength(0);
  });

  it('offers no selection to users who may not change the whitelist', async () => {
    await openIpTab({}, USERS.ops);
    const grid = screen.getByRole('grid', { name: 'Server IP whitelist' });
    expect(within(grid).getByText('203.0.113.3')).toBeInTheDocument();
    expect(within(grid).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
