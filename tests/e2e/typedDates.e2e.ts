import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { pathAndQuery, recordApiRequests } from './support/api';
import { useBrowserPage } from './support/browser';
import { heading, signInDirectly } from './support/login';
import { openTransactionFilters } from './support/transactionFilters';

/**
 * Issue 12 item 10, in Chromium: custom dates typed on the keyboard (month, day, year, as an
 * en-US date field takes them) work on the dashboard and on the Transactions screen, as picked
 * ones do, within the caps start ≤ end and end ≥ start; a reversed range is refused on its field.
 */

/** Types a `YYYY-MM-DD` day into a date field key by key, from its first part, then leaves it. */
async function typeDate(page: Page, field: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await field.focus();
  // A person's pace: each key lands after the page has handled the one before.
  for (const key of `${month}${date}${year}`) {
    await page.keyboard.type(key);
    await page.waitForTimeout(60);
  }
  await field.blur();
}

const amount = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('typed custom dates', () => {
  const page = useBrowserPage();

  it('dashboard: a start of 11/01/2026 and an end of 11/15/2026 ask for and show those two weeks', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    await page().getByLabel('Period', { exact: true }).selectOption({ label: 'Custom Range' });
    await page().getByText('Pick both dates to see the figures of a custom range.').waitFor();
    const recorded = recordApiRequests(page());
    const start = page().getByLabel('Start Date', { exact: true });
    const end = page().getByLabel('End Date', { exact: true });
    const wanted = '/api/dashboard/merchant?filter=range&startDate=2026-11-01&endDate=2026-11-15';
    await typeDate(page(), start, '2026-11-01');
    const [answer] = await Promise.all([
      page().waitForResponse((response) => pathAndQuery(response.request()) === wanted),
      typeDate(page(), end, '2026-11-15'),
    ]);
    expect(await start.inputValue()).toBe('2026-11-01');
    expect(await end.inputValue()).toBe('2026-11-15');
    const data = ((await answer.json()) as { data: { totalVolume: number } }).data;
    const volume = page().getByRole('region', { name: 'Total Volume', exact: true }).getByTestId('stat-value');
    await expect.poll(async () => (await volume.innerText()).replace(/\s+/g, '')).toBe(`${amount(data.totalVolume)}USDT`);
    recorded.stop();
    const ranges = recorded.requests.map(pathAndQuery).filter((url) => url.includes('filter=range'));
    expect(ranges).toEqual([wanted]);

    // A typed end before the start is refused on the end field (issue 26): it keeps what was typed,
    // says why, shows no figures of another range and asks for nothing.
    const refused = recordApiRequests(page());
    await typeDate(page(), end, '2026-10-20');
    expect(await end.inputValue()).toBe('2026-10-20');
    await page().getByText('The end date must be on or after the start date').waitFor();
    await page().getByText('The start date comes after the end date: correct the range to see its figures.').waitFor();
    expect(await page().getByRole('region', { name: 'Total Volume', exact: true }).count()).toBe(0);
    refused.stop();
    expect(refused.requests.map(pathAndQuery).filter((url) => url.includes('filter=range'))).toEqual([]);
  });

  it('transactions: typed start and end stay in the fields and filter the list request', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/transactions?tab=deposit&filter=custom');
    await heading(page(), 'All Transactions').waitFor();
    // A custom range in the link opens the filters panel by itself.
    await openTransactionFilters(page());
    const start = page().getByLabel('Start Date', { exact: true });
    const end = page().getByLabel('End Date', { exact: true });
    await start.waitFor();
    const recorded = recordApiRequests(page());

    await typeDate(page(), start, '2026-11-01');
    expect(await start.inputValue()).toBe('2026-11-01');
    // The end field is typed once the start has reached it (its lower bound), as a person would
    // after looking; on a busy machine keys typed while the start still travels through the URL were lost.
    await expect.poll(() => end.getAttribute('min')).toBe('2026-11-01');
    const [list] = await Promise.all([
      page().waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === '/api/dashboard/transactionList' && url.searchParams.get('endDate') === '2026-11-15';
      }),
      typeDate(page(), end, '2026-11-15'),
    ]);
    expect(await start.inputValue()).toBe('2026-11-01');
    expect(await end.inputValue()).toBe('2026-11-15');
    const query = new URL(list.url()).searchParams;
    expect([query.get('filter'), query.get('startDate'), query.get('endDate')]).toEqual(['custom', '2026-11-01', '2026-11-15']);
    expect(list.status()).toBe(200);
    await page().getByRole('group', { name: 'Active filters' }).getByText('Date: 2026-11-01 to 2026-11-15').waitFor();

    // A typed start after the end is pulled down to the end when the field is left.
    await typeDate(page(), start, '2026-11-20');
    await expect.poll(() => start.inputValue()).toBe('2026-11-15');
    await page().getByRole('group', { name: 'Active filters' }).getByText('Date: 2026-11-15 to 2026-11-15').waitFor();
    recorded.stop();
    // Every list request carried whole days only, never a year still being typed, never a reversed range.
    // Not always November: retyping the filled start begins with its month, and its first key makes
    // a whole day (2026-01-01) that is asked for when the next key comes after the list's pause.
    for (const request of recorded.requests.filter((r) => new URL(r.url()).pathname === '/api/dashboard/transactionList')) {
      const params = new URL(request.url()).searchParams;
      const [from, to] = [params.get('startDate'), params.get('endDate')];
      if (from) expect(from).toMatch(/^2026-\d{2}-\d{2}$/);
      if (to) expect(to).toMatch(/^2026-\d{2}-\d{2}$/);
      if (from && to) expect(from <= to).toBe(true);
    }
  });
});
