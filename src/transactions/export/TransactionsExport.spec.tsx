import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { readSession } from '../../../authProvider/session';
import { AUTH_MESSAGES } from '../../../contract/auth';
import type { Transaction } from '../../../contract/transactions';
import { fail, NETWORK_FAILURE, type Handler, type RecordedRequest, type Reply } from '../../test/fetchDouble';
import { renderApp, USERS, type RenderAppOptions } from '../../test/renderApp';
import { renderScreen } from '../../test/renderScreen';
import { TransactionsPage } from '../TransactionsPage';
import { listQueries, page, transaction } from '../test/fixtures';
import { stubWorkbookWorker } from '../../common/export/test/workbookWorker';

const LIST = 'GET /dashboard/transactionList';
const PAGE_LOAD = { timeout: 8000 };

const exportRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.query.get('limit') === '100');

function rowsOf(count: number, overrides: Partial<Transaction> = {}) {
  return Array.from({ length: count }, (_, i) =>
    transaction({ transactionId: `EXP-${i + 1}`, status: 'confirmed', actualBalance: 100, ...overrides }),
  );
}

/**
 * The gateway's list: the screen's own page (limit 10) at once; each export page (limit 100)
 * answered after `delay` ms, or held until the test releases it when `delay` is 'held'.
 */
function gateway(rows: Transaction[], delay: number | 'held' = 5) {
  let inFlight = 0;
  let maxInFlight = 0;
  const held: Array<() => void> = [];
  const answer = (request: RecordedRequest): Reply => {
    const limit = Number(request.query.get('limit'));
    const number = Number(request.query.get('page'));
    return page(rows.slice((number - 1) * limit, number * limit), { total: rows.length, page: number, limit });
  };
  const handler: Handler = async (request) => {
    if (request.query.get('limit') !== '100') return answer(request);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise<void>((resolve) => (delay === 'held' ? held.push(resolve) : setTimeout(resolve, delay)));
    inFlight -= 1;
    return answer(request);
  };
  return {
    handler,
    get maxInFlight() {
      return maxInFlight;
    },
    get inFlight() {
      return inFlight;
    },
    release() {
      held.shift()?.();
    },
  };
}

/** The browser's download edge: the Blob handed to an object URL and the name the link saves it as. */
let downloads: { blob: Blob; name: string }[];
let lastBlob: Blob | null;
let worker: ReturnType<typeof stubWorkbookWorker>;

beforeEach(() => {
  worker = stubWorkbookWorker();
  downloads = [];
  lastBlob = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob && this.href === 'blob:export') downloads.push({ blob: lastBlob, name: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

/** The screen alone (renderScreen, half the cost); `app` opens the whole App, whose shell logs out on a 401. */
async function openExport(url: string, handler: Handler, routes: Record<string, Handler> = {}, { app = false } = {}) {
  const options: RenderAppOptions = { url, session: USERS.merchant, routes: { [LIST]: handler, ...routes } };
  const view = app ? renderApp(options) : renderScreen(<TransactionsPage />, options);
  worker.attach(view);
  await screen.findByTestId('transactions-total', {}, PAGE_LOAD);
  await view.user.click(screen.getByRole('button', { name: 'Export' }));
  return view;
}

describe('Export', { timeout: 30_000 }, () => {
  it('says there is nothing to export on an empty tab, without asking', async () => {
    const view = await openExport('/transactions?tab=payout', page([]));
    expect(await screen.findByText('No payout transactions found to export')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(exportRequests(view.network.requests(LIST))).toHaveLength(0);
  });

  it('asks first, and Cancel there exports nothing', async () => {
    const view = await openExport('/transactions', gateway(rowsOf(3)).handler);
    const dialog = await screen.findByRole('dialog', { name: 'Export to Excel' });
    expect(dialog).toHaveTextContent('This will export ALL deposit transactions from all pages. Continue?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(exportRequests(view.network.requests(LIST))).toHaveLength(0);
  });

  it('reads every page with limit 100, the filters in effect and the screen\'s own headers and credentials, 4 at most in flight, and saves the workbook', async () => {
    const source = gateway(rowsOf(450));
    const view = await openExport('/transactions?tab=deposit&status=confirmed&filter=custom&startDate=2026-01-01&endDate=2026-01-31', source.handler);
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));

    const message = await screen.findByText(/450 deposit transactions exported successfully to /, {}, { timeout: 10_000 });
    const [screenRequest] = view.network.requests(LIST);
    const requests = exportRequests(view.network.requests(LIST));
    const queries = listQueries(requests);
    expect(queries.map((q) => Number(q.page)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    for (const query of queries) {
      expect(query).toMatchObject({
        limit: '100',
        type: 'deposit',
        sort: 'newest',
        status: 'confirmed',
        filter: 'custom',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
      });
    }
    // Each page goes out as the screen's own list call does: same path, headers (the session's
    // Bearer token) and credentials (the cookies); only page and limit differ.
    for (const request of requests) {
      expect(request.url.replace(/page=\d+&limit=100/, '')).toBe(screenRequest.url.replace(/page=1&limit=10/, ''));
      expect([...request.headers]).toEqual([...screenRequest.headers]);
      expect(request.headers.get('Authorization')).toMatch(/^Bearer .+/);
      expect(request.credentials).toBe('include');
    }
    expect(source.maxInFlight).toBe(4);

    expect(downloads).toHaveLength(1);
    const [{ blob, name }] = downloads;
    expect(name).toMatch(/^merchant_deposit_transactions_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}_status_confirmed_2026-01-01_to_2026-01-31\.xlsx$/);
    expect(message).toHaveTextContent(`450 deposit transactions exported successfully to ${name}`);
    const book = XLSX.read(await blob.arrayBuffer(), { type: 'array' });
    expect(book.SheetNames).toEqual(['Deposit Transactions']);
    const table = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Deposit Transactions'], { header: 1 });
    expect(table).toHaveLength(451);
    expect(table[0][1]).toBe('Transaction ID');
    expect(table[1][1]).toBe('EXP-1');
    expect(table[450][1]).toBe('EXP-450');
  });

  it('shows rows fetched of total while it runs, and Cancel stops it', async () => {
    const source = gateway(rowsOf(950), 'held');
    const view = await openExport('/transactions', source.handler);
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));

    const progress = await screen.findByRole('progressbar', { name: 'Rows fetched' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    source.release();
    await waitFor(() => expect(screen.getByText('100 of 950 rows fetched')).toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Rows fetched' })).toHaveAttribute('aria-valuenow', '11');
    await waitFor(() => expect(exportRequests(view.network.requests(LIST))).toHaveLength(5));
    source.release();
    await waitFor(() => expect(screen.getByText('200 of 950 rows fetched')).toBeInTheDocument());
    expect(exportRequests(view.network.requests(LIST))).toHaveLength(6);

    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (let i = 0; i < 10; i += 1) source.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exportRequests(view.network.requests(LIST))).toHaveLength(6);
    expect(downloads).toHaveLength(0);
  });

  it("says 'Failed to fetch {tab} transactions' when a page fails", async () => {
    const source = gateway(rowsOf(250, { type: 'refund', status: 'completed' }));
    const handler: Handler = (request) => (request.query.get('page') === '2' && request.query.get('limit') === '100' ? NETWORK_FAILURE : source.handler(request));
    const view = await openExport('/transactions?tab=withdraw', handler);
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to fetch withdraw transactions')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('stops at a page answering 401: the session has ended, nothing is saved and no export message shows', async () => {
    const source = gateway(rowsOf(350, { type: 'refund', status: 'completed' }));
    const handler: Handler = (request) =>
      request.query.get('page') === '2' && request.query.get('limit') === '100' ? fail(401) : source.handler(request);
    const view = await openExport('/transactions?tab=withdraw', handler, { 'POST /auth/logout': fail(401) }, { app: true });
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    // The 401 refuses the session: the export stops without a message of its own, and the shell
    // logs out and says why.
    expect(await screen.findByText(AUTH_MESSAGES.authRequired, {}, PAGE_LOAD)).toBeInTheDocument();
    // Pages 3 and 4 may still be in flight; however they settle, no file is saved with a page missing.
    await waitFor(() => expect(exportRequests(view.network.requests(LIST)).length).toBeGreaterThanOrEqual(4));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(downloads).toHaveLength(0);
    expect(screen.queryByText(/exported successfully|Export cancelled|Failed to|No transactions to export/)).not.toBeInTheDocument();
    // The logout ends by clearing the stored session and going to the sign-in page (#/); the next
    // test must not store its session or set its route before that.
    await waitFor(() => expect([readSession(), window.location.hash]).toEqual([null, '#/']), PAGE_LOAD);
    // The router commits that navigation only inside act(): let it show the sign-in page now, so
    // that its check for a stored session runs before the next test stores one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("says 'Failed to export transactions to Excel' when the file cannot be saved", async () => {
    // A browser that cannot hand a Blob to a download link.
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    const view = await openExport('/transactions?tab=payout', gateway(rowsOf(3, { type: 'payout', status: 'completed' })).handler);
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to export transactions to Excel', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("says 'Failed to export transactions to Excel' when the writer fails, and saves nothing", async () => {
    // Excel's limit is 32,767 characters a cell: a longer note fails the sheet's writer.
    const rows = rowsOf(150, { type: 'payout', status: 'completed' });
    rows[120] = { ...rows[120], adminNotes: 'x'.repeat(40_000) };
    const view = await openExport('/transactions?tab=payout', gateway(rows).handler);
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to export transactions to Excel', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it("says 'Failed to export {type} transactions. Please try again.' when the writer's worker cannot start", async () => {
    // The browser's Worker as it behaves when the worker script fails to load (a deploy replaced the
    // chunk, or the network dropped): constructed fine, then an error event and never a message.
    const workers: { url: string; options: WorkerOptions | undefined; terminated: boolean }[] = [];
    class WorkerWhoseScriptFailsToLoad {
      onmessage: ((event: MessageEvent) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      private readonly record: (typeof workers)[number];
      constructor(url: URL | string, options?: WorkerOptions) {
        this.record = { url: String(url), options, terminated: false };
        workers.push(this.record);
        setTimeout(() => this.onerror?.(new Event('error', { cancelable: true })), 0);
      }
      postMessage() {}
      terminate() {
        this.record.terminated = true;
      }
    }
    vi.stubGlobal('Worker', WorkerWhoseScriptFailsToLoad);

    const view = await openExport('/transactions?tab=payout', gateway(rowsOf(3, { type: 'payout', status: 'completed' })).handler);
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Failed to export payout transactions. Please try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Failed to export transactions to Excel')).not.toBeInTheDocument();
    expect(workers).toHaveLength(1);
    expect(workers[0].url).toMatch(/workbook\.worker/);
    expect(workers[0].options).toMatchObject({ type: 'module' });
    expect(workers[0].terminated).toBe(true);
    expect(downloads).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it("reads the pages in the workbook worker with the screen's own URL, headers and credentials, shows their progress and saves every row in order", async () => {
    const source = gateway(rowsOf(450), 'held');
    const view = await openExport('/transactions?tab=deposit&status=confirmed', source.handler);
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('progressbar', { name: 'Rows fetched' });

    source.release();
    await waitFor(() => expect(screen.getByText('100 of 450 rows fetched')).toBeInTheDocument());
    await waitFor(() => expect(exportRequests(view.network.requests(LIST))).toHaveLength(5));
    expect(source.inFlight).toBe(4);
    expect(downloads).toHaveLength(0);

    for (let i = 0; i < 4; i += 1) source.release();
    const message = await screen.findByText(/450 deposit transactions exported successfully to /, {}, { timeout: 10_000 });
    const [screenRequest] = view.network.requests(LIST);
    const requests = exportRequests(view.network.requests(LIST));
    expect(listQueries(requests).map((q) => Number(q.page)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    for (const request of requests) {
      expect(request.url.replace(/page=\d+&limit=100/, '')).toBe(screenRequest.url.replace(/page=1&limit=10/, ''));
      expect([...request.headers]).toEqual([...screenRequest.headers]);
      expect(request.headers.get('Authorization')).toMatch(/^Bearer .+/);
      expect(request.credentials).toBe('include');
    }
    expect(downloads).toHaveLength(1);
    expect(message).toHaveTextContent(downloads[0].name);
    const book = XLSX.read(await downloads[0].blob.arrayBuffer(), { type: 'array' });
    const table = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Deposit Transactions'], { header: 1 });
    expect(table.map((row) => row[1])).toEqual(['Transaction ID', ...Array.from({ length: 450 }, (_, i) => `EXP-${i + 1}`)]);
  });

  it("says 'No transactions to export' when the pages hold none of the tab's rows", async () => {
    const stray = rowsOf(2, { type: 'deposit', clientWallet: null, blockchainData: null });
    const view = await openExport('/transactions?tab=withdraw', gateway(stray).handler);
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No transactions to export')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});
