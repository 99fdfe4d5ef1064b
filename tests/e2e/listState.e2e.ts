import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { sessionToken } from './support/api';
import { useBrowserPage } from './support/browser';
import { field, heading, signInDirectly } from './support/login';
import { openTransactionFilters } from './support/transactionFilters';

const page = useBrowserPage();

/** The transactions grid's rows (react-admin's DataTable), each carrying its record's id. */
const WALLET_ROWS = '[role="grid"][aria-label="Wallet Service Types"] [role="row"][data-id]';
const TRANSACTION_ROWS = '[role="grid"][aria-label="All Transactions"] [role="row"][data-id]';
const TEAM_GRID = '[role="grid"][aria-label="Role Management"]';

/** The ids of the transactions on screen once the pager says `pageText` (relative times would tick). */
async function transactionIds(p: Page, pageText: string): Promise<(string | null)[]> {
  await p.getByText(pageText).waitFor();
  await p.locator(TRANSACTION_ROWS).first().waitFor();
  return p.locator(TRANSACTION_ROWS).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));
}

/** The complaints grid's record rows (the record grid on desktop; an expanded row's panel is a row of its own). */
const COMPLAINT_ROWS = '[role="grid"][aria-label="Withdrawal Requests"] [role="row"][data-id]:not(.RecordGrid-panel)';

/** An MUI select by its label; by role, as the column chooser (kept mounted while closed) has switches of the same names. */
const select = (p: Page, label: string) => p.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Picks an option of an MUI select by the select's label. */
async function choose(p: Page, label: string, option: string): Promise<void> {
  await select(p, label).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

/** The list's rows as the user reads them, once the list has settled on `pageText`. */
async function rowsOn(p: Page, pageText: string | null, rows: string): Promise<string[]> {
  if (pageText) await p.getByText(pageText).waitFor();
  await p.locator(rows).first().waitFor();
  return p.locator(rows).evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''));
}

/** Waits for the list call whose query holds every part, and for the page to show its answer. */
async function answered(p: Page, path: string, parts: string[], action: () => Promise<unknown>): Promise<void> {
  const response = p.waitForResponse((r) => r.url().includes(path) && parts.every((part) => r.url().includes(part)));
  await action();
  await response;
  await p.waitForLoadState('networkidle');
}

/** Sends an API call with the page's session, outside the page (not one of its requests); answers `data`. */
async function api<T>(p: Page, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const token = await sessionToken(p);
  const response = await p.request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data: body });
  if (!response.ok()) throw new Error(`${method} /api${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/** One column of a record grid's rows, top to bottom, by its field. */
const column = (p: Page, grid: string, field: string) =>
  p.locator(`[role="grid"][aria-label="${grid}"] [role="row"][data-id] [data-field="${field}"]`).allTextContents();

/** What a list shows of its state: its pager's 'Page X of Y', and the header sorted, with its direction. */
async function pagerAndSort(p: Page, grid: string): Promise<{ pages: string; sorted: string[] }> {
  const pages = (await p.getByRole('navigation', { name: 'Pages' }).getByText(/^Page \d+ of \d+$/).textContent()) ?? '';
  const sorted = await p
    .locator(`[role="grid"][aria-label="${grid}"] [role="columnheader"][aria-sort]:not([aria-sort="none"])`)
    .evaluateAll((headers) => headers.map((header) => `${header.textContent} ${header.getAttribute('aria-sort')}`));
  return { pages, sorted };
}

/** Reloads and waits for the screen's title again. */
async function reload(p: Page, title: string): Promise<void> {
  await p.reload();
  await heading(p, title).waitFor();
}

/**
 * Lists on react-admin's list controller keep their filters, sort and page in the URL (issue 14):
 * after a reload the same rows show, in the same order, with the same controls. One sign-in serves
 * every list; nothing is changed on the server.
 */
describe('list state survives a reload', { timeout: 120_000 }, () => {
  it('complaints, wallet service types and transactions', async () => {
    const p = page();
    // Complaints (24 seeded): a sort and page 2 of the whole list.
    await signInDirectly(p, ACCOUNTS.merchant, DEMO_PASSWORD, '/complaints');
    await heading(p, 'Withdrawal Requests').waitFor();
    await p.locator(COMPLAINT_ROWS).first().waitFor();
    await answered(p, '/refund/merchant', ['sortBy=amount'], () => choose(p, 'Sort By', 'Amount'));
    await answered(p, '/refund/merchant', ['page=2', 'sortBy=amount'], () => p.getByRole('button', { name: 'Next', exact: true }).click());
    const pageTwo = await rowsOn(p, 'Page 2 of', COMPLAINT_ROWS);
    await reload(p, 'Withdrawal Requests');
    expect(await rowsOn(p, 'Page 2 of', COMPLAINT_ROWS)).toEqual(pageTwo);
    await expect.poll(() => select(p, 'Sort By').textContent()).toBe('Amount');

    // Then a filter and a sort: pending complaints, smallest amount first.
    await answered(p, '/refund/merchant', ['page=1', 'status=pending'], () => choose(p, 'Status', 'PENDING'));
    await answered(p, '/refund/merchant', ['status=pending', 'sortOrder=asc'], () => choose(p, 'Order', 'Oldest first'));
    const pending = await rowsOn(p, 'Page 1 of', COMPLAINT_ROWS);
    await reload(p, 'Withdrawal Requests');
    expect(await rowsOn(p, 'Page 1 of', COMPLAINT_ROWS)).toEqual(pending);
    expect(await select(p, 'Status').textContent()).toBe('PENDING');
    expect(await select(p, 'Order').textContent()).toBe('Oldest first');

    // Wallet service types (12 seeded): page 2, then a search.
    await p.goto('/#/wallet-service-types');
    await heading(p, 'Wallet Service Types').waitFor();
    const firstName = (await p.locator(WALLET_ROWS).first().locator('[role="gridcell"]').first().locator('p').first().textContent()) ?? '';
    await answered(p, '/wallet-service-types/list', ['page=2'], () => p.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click());
    await expect.poll(() => p.locator(WALLET_ROWS).first().textContent()).not.toContain(firstName);
    const secondPage = await rowsOn(p, null, WALLET_ROWS);
    await reload(p, 'Wallet Service Types');
    expect(await rowsOn(p, null, WALLET_ROWS)).toEqual(secondPage);

    const word = firstName.split(' ')[0];
    await answered(p, '/wallet-service-types/list', [`search=${encodeURIComponent(word)}`], () => field(p, 'Search').fill(word));
    await expect.poll(() => p.locator(WALLET_ROWS).first().textContent()).toContain(word);
    const searched = await rowsOn(p, null, WALLET_ROWS);
    await reload(p, 'Wallet Service Types');
    expect(await field(p, 'Search').inputValue()).toBe(word);
    await expect.poll(() => rowsOn(p, null, WALLET_ROWS)).toEqual(searched);

    // Transactions: the Deposits tab, confirmed ones, oldest first, page 2.
    await p.goto('/#/transactions');
    await heading(p, 'All Transactions').waitFor();
    await p.locator(TRANSACTION_ROWS).first().waitFor();
    await openTransactionFilters(p);
    await answered(p, '/dashboard/transactionList', ['type=deposit', 'status=confirmed'], () => choose(p, 'Status', 'Confirmed'));
    await answered(p, '/dashboard/transactionList', ['status=confirmed', 'sort=oldest'], () => choose(p, 'Sort By Date', 'Oldest first'));
    await answered(p, '/dashboard/transactionList', ['page=2', 'status=confirmed', 'sort=oldest'], () => p.getByRole('button', { name: 'Next', exact: true }).click());
    const transactions = await transactionIds(p, 'Page 2 of');
    expect(transactions).toHaveLength(10);
    await reload(p, 'All Transactions');
    expect(await transactionIds(p, 'Page 2 of')).toEqual(transactions);
    const summary = p.getByRole('group', { name: 'Active filters' });
    await summary.getByText('Status: Confirmed').waitFor();
    await summary.getByText('Sort: Oldest first').waitFor();
    expect(await p.getByRole('tab', { name: 'Deposits', selected: true }).count()).toBe(1);

    // A saved view (react-admin's saved queries): saved, listed, and after a reload and another tab
    // opened again in one click, with its tab, filter and sort, from page 1.
    const views = p.getByRole('group', { name: 'Saved queries' });
    await views.getByRole('button', { name: 'Save current query...' }).click();
    const save = p.getByRole('dialog', { name: 'Save current query as' });
    await save.getByLabel('Query name').fill('Confirmed deposits, oldest first');
    await save.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = views.getByRole('button', { name: 'Confirmed deposits, oldest first' });
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    await answered(p, '/dashboard/transactionList', ['type=payout'], () => p.getByRole('tab', { name: 'Payouts' }).click());
    await reload(p, 'All Transactions');
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('false');
    await answered(p, '/dashboard/transactionList', ['page=1', 'type=deposit', 'status=confirmed', 'sort=oldest'], () => saved.click());
    expect(await transactionIds(p, 'Page 1 of')).toHaveLength(10);
    expect(await p.getByRole('tab', { name: 'Deposits', selected: true }).count()).toBe(1);
    await summary.getByText('Status: Confirmed').waitFor();
    await summary.getByText('Sort: Oldest first').waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
  });

  it('payout history and its column chooser, role management, the IP whitelist', async () => {
    const p = page();
    const grid = '[role="grid"][aria-label="Payout History"]';
    const history = `${grid} [role="row"][data-id]`;
    const listParam = async (name: string) => new URLSearchParams(new URL(p.url()).hash.split('?')[1] ?? '').get(name);

    // The merchant's 300 seeded payouts, read once: completed ones, smallest amount first, page 2.
    await signInDirectly(p, ACCOUNTS.merchant, DEMO_PASSWORD, '/withdraw-requests');
    await heading(p, 'Payout Requests').waitFor();
    await p.locator(history).first().waitFor();
    // The Columns chooser's checkboxes carry the column labels too: the filter is the combobox.
    const status = p.getByRole('combobox', { name: /^Status/ });
    await p.getByRole('button', { name: 'Filters', exact: true }).click();
    await status.click();
    await p.getByRole('option', { name: 'Completed', exact: true }).click();
    await expect.poll(() => listParam('filter')).toBe(JSON.stringify({ status: 'completed' }));
    // The screen shows the filtered history before the sort is clicked: a click that lands before
    // the list has re-rendered with the new URL sorts the list it still holds, without the filter.
    await expect.poll(async () => (await rowsOn(p, 'Page 1 of', history)).every((row) => row.includes('Completed'))).toBe(true);
    await p.locator(`${grid} [role="columnheader"][data-field="amount"]`).getByText('Amount', { exact: true }).click();
    await expect.poll(() => listParam('sort')).toBe('amount');
    await expect.poll(async () => (await rowsOn(p, 'Page 1 of', history)).every((row) => row.includes('Completed'))).toBe(true);
    const pageOne = await rowsOn(p, 'Page 1 of', history);
    await p.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => listParam('page')).toBe('2');
    await expect.poll(() => rowsOn(p, 'Page 2 of', history)).not.toEqual(pageOne);
    const completed = await rowsOn(p, 'Page 2 of', history);
    expect(completed).toHaveLength(10);
    expect(completed.every((row) => row.includes('Completed'))).toBe(true);
    await reload(p, 'Payout Requests');
    await expect.poll(() => rowsOn(p, 'Page 2 of', history)).toEqual(completed);
    expect(await status.textContent()).toBe('Completed');
    expect(await listParam('order')).toBe('ASC');

    // The column chooser: Network hidden, and still hidden after a reload (react-admin's store).
    const headers = p.locator(`${grid} [role="columnheader"]`);
    expect(await headers.allTextContents()).toContain('Network');
    await p.getByRole('button', { name: 'Columns', exact: true }).click();
    await p.getByRole('checkbox', { name: 'Network', exact: true }).click();
    await p.keyboard.press('Escape');
    await expect.poll(() => headers.allTextContents()).not.toContain('Network');
    await reload(p, 'Payout Requests');
    await p.locator(history).first().waitFor();
    expect(await headers.allTextContents()).toEqual(['Wallet', 'Date', 'Status', 'Amount', 'Admin Notes']);
    expect(completed.some((row) => row.includes('USDT-TRC20') || row.includes('USDT-ERC20'))).toBe(true);
    expect((await rowsOn(p, 'Page 2 of', history)).some((row) => row.includes('USDT-TRC20') || row.includes('USDT-ERC20'))).toBe(false);

    // Role management and the IP whitelist, each on records this test adds and removes again (the
    // e2e database is shared): a filter, a sort and page 2 survive a reload.
    const stamp = Date.now().toString(36);
    const subUserIds: string[] = [];
    const userId = await p.evaluate(() => sessionStorage.getItem('userId') ?? localStorage.getItem('userId'));
    const octet = 1 + (Date.now() % 254);
    const ips = Array.from({ length: 32 }, (_, index) => `198.18.${octet}.${index + 1}`);
    try {
      // Twelve operation users and one Super Operation user the role filter leaves out.
      for (let n = 1; n <= 13; n += 1) {
        const nn = String(n).padStart(2, '0');
        const role = n === 13 ? 'super_operation' : 'operation';
        const created = await api<{ _id: string }>(p, 'POST', '/subusers', { email: `e2e-reload${nn}-${stamp}@sandbox.test`, name: `Reload ${stamp} ${nn}`, role, password: 'member1' });
        subUserIds.push(created._id);
      }
      await p.goto('/#/role-management');
      await heading(p, 'Role Management').waitFor();
      await p.locator(`${TEAM_GRID} [role="row"][data-id]`).first().waitFor();
      const names = () => p.locator(`${TEAM_GRID} [role="row"][data-id] [data-field="name"]`).allTextContents();
      const nameHeader = p.locator(`${TEAM_GRID} [role="columnheader"][data-field="name"]`);
      const pager = p.getByRole('navigation', { name: 'Pages' });
      await field(p, 'Search').fill(stamp);
      await expect.poll(() => listParam('filter')).toBe(JSON.stringify({ q: stamp }));
      await choose(p, 'Role', 'Operation');
      await expect.poll(() => listParam('filter')).toBe(JSON.stringify({ q: stamp, role: 'operation' }));
      // Each click waits for the screen to show the previous step (see the payout history above).
      await expect.poll(async () => (await names()).every((name) => name.includes(stamp))).toBe(true);
      await nameHeader.getByText('Name', { exact: true }).click();
      await expect.poll(() => listParam('sort')).toBe('name');
      await expect.poll(async () => (await names())[0]).toBe(`Reload ${stamp} 01`);
      await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
      await nameHeader.getByText('Name', { exact: true }).click();
      await expect.poll(() => listParam('order')).toBe('DESC');
      await expect.poll(async () => (await names())[0]).toBe(`Reload ${stamp} 12`);
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => listParam('page')).toBe('2');
      await expect.poll(names).toEqual([`Reload ${stamp} 02`, `Reload ${stamp} 01`]);
      await pager.getByText('Page 2 of 2').waitFor();
      expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
      await reload(p, 'Role Management');
      await expect.poll(names).toEqual([`Reload ${stamp} 02`, `Reload ${stamp} 01`]);
      await pager.getByText('Page 2 of 2').waitFor();
      expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
      expect(await field(p, 'Search').inputValue()).toBe(stamp);
      expect(await select(p, 'Role').textContent()).toBe('Operation');

      // The IP whitelist: 32 addresses of the test's own, every eighth blocked; the active ones
      // (28) with the test's prefix, highest address first (by number: .10 above .9), page 2.
      for (const ip of ips) await api(p, 'POST', `/ip-whitelist/${userId}/add`, { ip, type: 'server', status: 'active' });
      for (const ip of ips.filter((_, index) => (index + 1) % 8 === 0)) await api(p, 'POST', `/ip-whitelist/${userId}/update`, { ip, type: 'server', status: 'blocked' });
      await p.goto('/#/settings');
      await heading(p, 'Settings').waitFor();
      await p.getByRole('tab', { name: 'IP Restriction' }).click();
      const whitelist = 'Server IP whitelist';
      await p.locator(`[role="grid"][aria-label="${whitelist}"] [role="row"][data-id]`).first().waitFor();
      const prefix = `198.18.${octet}.`;
      await field(p, 'Search').fill(prefix);
      await expect.poll(() => listParam('filter')).toBe(JSON.stringify({ q: prefix }));
      await choose(p, 'Status', 'Active');
      await expect.poll(() => listParam('filter')).toBe(JSON.stringify({ q: prefix, status: 'active' }));
      // Each click waits for the screen to show the previous step (see the payout history above).
      await expect.poll(async () => (await column(p, whitelist, 'ipAddress')).every((ip) => ip.startsWith(prefix))).toBe(true);
      const sortByIp = p.locator(`[role="grid"][aria-label="${whitelist}"] [role="columnheader"]`).getByText('IP Address', { exact: true });
      await sortByIp.click();
      await expect.poll(() => listParam('sort')).toBe('ipAddress');
      await expect.poll(async () => (await column(p, whitelist, 'ipAddress'))[0]).toBe(`${prefix}1`);
      await expect.poll(async () => (await pagerAndSort(p, whitelist)).sorted).toEqual(['IP Address ascending']);
      await sortByIp.click();
      await expect.poll(() => listParam('order')).toBe('DESC');
      await expect.poll(async () => (await column(p, whitelist, 'ipAddress'))[0]).toBe(`${prefix}31`);
      await p.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => listParam('page')).toBe('2');
      const lowest = [`${prefix}3`, `${prefix}2`, `${prefix}1`];
      const entries = { pages: 'Page 2 of 2', sorted: ['IP Address descending'] };
      await expect.poll(() => column(p, whitelist, 'ipAddress')).toEqual(lowest);
      expect(await pagerAndSort(p, whitelist)).toEqual(entries);
      await reload(p, 'Settings');
      expect(await p.getByRole('tab', { name: 'IP Restriction' }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => column(p, whitelist, 'ipAddress')).toEqual(lowest);
      expect(await pagerAndSort(p, whitelist)).toEqual(entries);
      expect(await field(p, 'Search').inputValue()).toBe(prefix);
      expect(await select(p, 'Status').textContent()).toBe('Active');
    } finally {
      for (const id of subUserIds) await api(p, 'DELETE', `/subusers/${id}`).catch(() => undefined);
      for (const ip of ips) await api(p, 'POST', `/ip-whitelist/${userId}/update`, { ip, type: 'server', status: 'deleted' }).catch(() => undefined);
    }
  });
});
