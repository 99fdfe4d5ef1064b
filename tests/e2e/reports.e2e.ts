import { mkdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { read, utils, type CellObject } from 'xlsx';
import { simulateReportScheduleRunPath } from '../../contract/reportSchedules';
import { STATEMENT_CONTENT_TYPES } from '../../contract/reports';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { ARTIFACTS_DIR, artifactPath } from './support/artifacts';
import { useBrowserPage } from './support/browser';
import { heading, signInDirectly } from './support/login';
import { newestMessage, waitForNewMessage } from './support/mailbox';
import { sandboxURL } from './support/sandboxURL';
import { simulateDeposit } from './support/simulate';

const page = useBrowserPage();

/** RFC 4180: CRLF between records, a quoted field may hold commas, CR, LF and doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"' && (quoted || field === '')) {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || (char === '\r' && text[i + 1] === '\n'))) {
      records.at(-1)!.push(field);
      field = '';
      if (char === '\r') {
        records.push([]);
        i += 1;
      }
    } else {
      field += char;
    }
  }
  // The file ends with CRLF: the last record opened is empty.
  if (field === '' && records.at(-1)!.length === 0) records.pop();
  else records.at(-1)!.push(field);
  return records;
}

/** Money summed exactly (micro-USDT), then shown as the screen shows it: 2 decimals, grouped. */
const micro = (value: unknown) => Math.round(Number(value || 0) * 1e6);
const shown = (microSum: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(microSum / 1e6);

/** The cells of a table's body rows, as text. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replace(/\s*USDT$/, '').trim())));
}

/** The statement's deposit rows (as objects by header) grouped as the screen groups them: network and payment status. */
function depositTotals(rows: Record<string, unknown>[]): string[][] {
  const groups = new Map<string, { network: string; status: string; count: number; expected: number; received: number; fees: number; net: number }>();
  for (const row of rows.filter((r) => r.Tab === 'deposit')) {
    const key = `${String(row.Network)}|${String(row['Payment status'] ?? '')}`;
    const group = groups.get(key) ?? { network: String(row.Network), status: String(row['Payment status'] || 'Not paid'), count: 0, expected: 0, received: 0, fees: 0, net: 0 };
    group.count += 1;
    group.expected += micro(row.Amount);
    group.received += micro(row.Received);
    group.fees += micro(row.Fee);
    group.net += micro(row.Net);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => [g.network, g.status, String(g.count), shown(g.expected), shown(g.received), shown(g.fees), shown(g.net)]);
}

async function download(page: Page, format: 'CSV' | 'XLSX') {
  const started = page.waitForEvent('download');
  await page.getByRole('group', { name: 'Download the statement' }).getByRole('button', { name: format }).click();
  const file = await started;
  // The browser may run elsewhere (the shared Chromium): its copy is read back through saveAs.
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const saved = artifactPath('reports-statement', format.toLowerCase());
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
}

const sorted = (rows: string[][]) => [...rows].sort((a, b) => a.join('|').localeCompare(b.join('|')));

describe('reports (issue 29)', { timeout: 180_000 }, () => {
  it('downloads the shown period as CSV and XLSX, and both read back to the rows and totals on the screen', async () => {
    // Deposits of amounts no other file asks, so the files' rows are known by them: one paid in full, one underpaid.
    const paid = await simulateDeposit({ amount: '31.17', outcome: 'exact', confirmAfterMs: 0 });
    const under = await simulateDeposit({ amount: '28.43', outcome: 'underpaid', confirmAfterMs: 0 });
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/reports');
    await heading(page(), 'Reports').waitFor();
    const deposits = page().getByRole('table', { name: 'Deposits' });
    await deposits.waitFor();
    const onScreen = sorted(await tableRows(deposits));
    const closing = (await page().getByRole('region', { name: 'Balance', exact: true }).innerText()).match(/Closing balance\s*([\d,.-]+)/)?.[1];

    const csv = await download(page(), 'CSV');
    expect(csv.name).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(records.every((record) => record.length === header.length)).toBe(true);
    const csvRows = records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i]])));
    expect(csvRows.find((row) => row['Transaction ID'] === paid._id)).toMatchObject({ Tab: 'deposit', Amount: '31.17', Received: '31.17', 'Payment status': 'Exact Paid' });
    expect(csvRows.find((row) => row['Transaction ID'] === under._id)).toMatchObject({ Tab: 'deposit', Amount: '28.43', 'Payment status': 'Underpaid' });
    expect(sorted(depositTotals(csvRows))).toEqual(onScreen);
    // The running balance ends where the screen's closing balance stands.
    expect(shown(micro(csvRows.at(-1)?.Balance))).toBe(closing);

    const xlsx = await download(page(), 'XLSX');
    expect(xlsx.name).toBe(csv.name.replace(/\.csv$/, '.xlsx'));
    const book = read(xlsx.bytes, { type: 'buffer', cellNF: true });
    expect(book.SheetNames).toEqual(['Statement', 'Totals']);
    const sheet = book.Sheets.Statement;
    const sheetRows = utils.sheet_to_json<Record<string, unknown>>(sheet, { raw: true });
    expect(sheetRows.map((row) => row['Transaction ID'])).toEqual(csvRows.map((row) => row['Transaction ID']));
    // Number and date cells, not text.
    const dateCell = sheet.A2 as CellObject;
    const amountCell = sheet.F2 as CellObject;
    expect([dateCell.t, dateCell.z, amountCell.t]).toEqual(['n', 'yyyy-mm-dd hh:mm:ss', 'n']);
    expect(sorted(depositTotals(sheetRows))).toEqual(onScreen);
    // The Totals sheet's deposit lines are the screen's table.
    const totals = utils.sheet_to_json<unknown[]>(book.Sheets.Totals, { header: 1, raw: true, blankrows: true });
    const first = totals.findIndex((row) => row[0] === 'Deposits') + 1;
    const lines = totals.slice(first, totals.findIndex((row, i) => i >= first && row.length === 0));
    expect(sorted(lines.map((row) => [String(row[1]), String(row[2]), String(row[3]), ...row.slice(4, 8).map((value) => shown(micro(value)))]))).toEqual(onScreen);
  });

  it('a schedule added on the screen and run by the simulator lands in the recipient mailbox with its statement attached, then is deleted', async () => {
    const before = await newestMessage(ACCOUNTS.finance);
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/reports');
    const section = page().getByRole('region', { name: 'Scheduled reports' });
    await section.getByRole('combobox', { name: 'Frequency' }).click();
    await page().getByRole('option', { name: 'Weekly, on Mondays' }).click();
    await section.getByRole('radio', { name: 'XLSX' }).check();
    await section.getByRole('checkbox', { name: ACCOUNTS.finance }).check();
    await section.getByRole('combobox', { name: 'Hour' }).click();
    await page().getByRole('option', { name: '06:00' }).click();
    const added = page().waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v2/report-schedules');
    await section.getByRole('button', { name: 'Add schedule' }).click();
    const response = await added;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ frequency: 'weekly', format: 'xlsx', recipients: [ACCOUNTS.finance], hour: 6 });
    const { id } = (await response.json()) as { id: string };
    const row = section.locator(`[role="row"][data-id="${id}"]`);
    await row.getByText(ACCOUNTS.finance).waitFor();
    await row.getByText('Not yet').waitFor();

    const ran = await fetch(`${sandboxURL()}${simulateReportScheduleRunPath(id)}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(ran.status).toBe(200);
    const message = await waitForNewMessage(ACCOUNTS.finance, before);
    expect(message.subject).toMatch(/^Your weekly statement: /);
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments;
    expect(attachment.filename).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(attachment.contentType).toBe(STATEMENT_CONTENT_TYPES.xlsx);
    expect(attachment.size).toBeGreaterThan(0);

    // The list shows the run after a reload; Delete asks first, then the schedule is gone.
    await page().reload();
    await expect.poll(() => row.getByText('Not yet').count()).toBe(0);
    await row.getByRole('button', { name: 'Delete' }).click();
    await page().getByRole('dialog', { name: 'Delete this schedule?' }).getByRole('button', { name: 'Confirm' }).click();
    await page().getByText('Schedule deleted').waitFor();
    await expect.poll(() => row.count()).toBe(0);
  });
});
