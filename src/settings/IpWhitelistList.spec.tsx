import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { ipEntry } from '../test/ipWhitelist';
import { ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const IPS = `GET /ip-whitelist/${USER_ID}`;
const LOAD = { timeout: 8000 };

/** 10.0.0.1 to 10.0.0.40, every fourth blocked (30 active), and one blocked address elsewhere. */
const LISTED = [
  ...Array.from({ length: 40 }, (_, index) => ipEntry(`10.0.0.${index + 1}`, (index + 1) % 4 === 0 ? 'blocked' : 'active')),
  ipEntry('192.0.2.5', 'blocked'),
];

function open(url = '/settings') {
  return renderApp({ url, session: USERS.merchant, routes: { [`GET /merchant/${USER_ID}`]: ok({ _id: USER_ID, name: 'Main Merchant' }), [IPS]: ok(LISTED) } });
}

const table = () => screen.getByRole('grid', { name: 'Server IP whitelist' });
/** The IP Address column, top to bottom. */
const addresses = () => Array.from(table().querySelectorAll('[role="row"][data-id] [data-field="ipAddress"]'), (cell) => cell.textContent);
const sortByAddress = async (view: ReturnType<typeof open>) =>
  view.user.click(within(within(table()).getByRole('columnheader', { name: /^IP Address/ })).getByText('IP Address'));
const listParams = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');
const PAGE_TWO = ['10.0.0.6', '10.0.0.5', '10.0.0.3', '10.0.0.2', '10.0.0.1'];

/** The IP whitelist on react-admin's list controller (issue 14): search, status, sort and page in the URL. */
describe('IP whitelist list state', { timeout: 120_000 }, () => {
  it('keeps search, status, sort and page in the URL; Back and a reload open the same rows', async () => {
    const view = open();
    await view.user.click(await screen.findByRole('tab', { name: 'IP Restriction' }, LOAD));
    await screen.findByRole('grid', { name: 'Server IP whitelist' }, LOAD);
    expect(addresses()).toHaveLength(25);

    await view.user.click(screen.getByLabelText('Search'));
    await view.user.paste('10.0.0');
    await waitFor(() => expect(JSON.parse(listParams().get('filter') ?? '{}')).toEqual({ q: '10.0.0' }), LOAD);
    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(JSON.parse(listParams().get('filter') ?? '{}')).toEqual({ q: '10.0.0', status: 'active' }));

    // Addresses sort part by part as numbers: 10.0.0.10 comes after 10.0.0.9 going up.
    await sortByAddress(view);
    await waitFor(() => expect(listParams().get('sort')).toBe('ipAddress'), LOAD);
    expect(listParams().get('order')).toBe('ASC');
    await waitFor(() => expect(addresses().slice(0, 9)).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.5', '10.0.0.6', '10.0.0.7', '10.0.0.9', '10.0.0.10', '10.0.0.11']));
    await waitFor(() => expect(within(table()).getByRole('columnheader', { name: /^IP Address/ })).toHaveAttribute('aria-sort', 'ascending'), LOAD);
    await sortByAddress(view);
    await waitFor(() => expect(listParams().get('order')).toBe('DESC'), LOAD);
    expect(listParams().get('sort')).toBe('ipAddress');
    await waitFor(() => expect(addresses()[0]).toBe('10.0.0.39'), LOAD);

    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(addresses()).toEqual(PAGE_TWO), LOAD);
    expect(listParams().get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    // The list is one answer of the gateway's, filtered, sorted and paged here.
    expect(new Set(view.network.requests(IPS).map((request) => new URL(request.url, 'http://localhost').search))).toEqual(new Set(['?type=server']));

    // Another page, then Back: Settings reopens on the same tab and the same rows.
    act(() => {
      window.location.hash = '#/dashboard';
    });
    // The dashboard's screen loads for the first time in this file.
    await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, { timeout: 20_000 });
    act(() => window.history.back());
    await screen.findByRole('grid', { name: 'Server IP whitelist' }, LOAD);
    await waitFor(() => expect(addresses()).toEqual(PAGE_TWO));
    expect(screen.getByRole('tab', { name: 'IP Restriction' })).toHaveAttribute('aria-selected', 'true');

    // A reload: the app starts again at the same address and shows the same view.
    const address = window.location.hash.slice(1);
    cleanup();
    const again = open(address);
    await again.user.click(await screen.findByRole('tab', { name: 'IP Restriction' }, LOAD));
    await screen.findByRole('grid', { name: 'Server IP whitelist' }, LOAD);
    await waitFor(() => expect(addresses()).toEqual(PAGE_TWO));
    expect(screen.getByLabelText('Search')).toHaveValue('10.0.0');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('judges the banner and a duplicate by the whole whitelist, not the filtered page', async () => {
    const view = open('/settings?filter=%7B%22status%22%3A%22blocked%22%7D');
    await view.user.click(await screen.findByRole('tab', { name: 'IP Restriction' }, LOAD));
    await screen.findByRole('grid', { name: 'Server IP whitelist' }, LOAD);
    await waitFor(() => expect(addresses()).toHaveLength(11));
    expect(within(table()).queryByText('Active')).not.toBeInTheDocument();
    // Active entries exist outside the filter: no banner.
    await waitFor(() => expect(view.network.requests(IPS).length).toBeGreaterThan(1));
    expect(screen.queryByText('API Access Blocked: No server IPs configured.')).not.toBeInTheDocument();

    // 10.0.0.1 is not on this page, but it is listed.
    await view.user.click(screen.getByLabelText('Server IP address'));
    await view.user.paste('10.0.0.1');
    await view.user.click(screen.getByRole('button', { name: 'Add IP' }));
    expect(await screen.findByText('10.0.0.1 is already in the whitelist.')).toBeInTheDocument();

    await view.user.click(screen.getByLabelText('Search'));
    await view.user.paste('172.16');
    expect(await screen.findByText('No server IPs match these filters.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('No server IPs yet.')).not.toBeInTheDocument();
  });
});
