import type { DataProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../contract/transactions';
import { readListPages, type ExportProgress, type ReadListOptions } from './listPages';

type Options = Omit<ReadListOptions, 'request' | 'getList' | 'onRows'> & { pageSize: number; fetchPage: FetchPage };
type FetchPage = (page: number, signal: AbortSignal) => Promise<{ rows: number[]; total: number }>;

/** Deposits numbered by their id, so a test reads which rows came and in what order. */
const deposit = (n: number) => ({ id: String(n), type: 'deposit' }) as Transaction & { id: string };

/** The export's read over a getList of numbered deposits served by `fetchPage`, resolving with the rows kept. */
function read({ pageSize, fetchPage, ...options }: Options, onRows: (rows: number[]) => void = () => undefined) {
  const getList = (async (_resource, { pagination, signal }) => {
    const { rows, total } = await fetchPage(pagination!.page, signal!);
    return { data: rows.map(deposit), total };
  }) as DataProvider['getList'];
  const request = { resource: 'transactions', kind: 'deposit', perPage: pageSize, sort: { field: 'createdAt', order: 'DESC' }, filter: {} } as const;
  return readListPages({ ...options, request, getList, onRows: (rows) => onRows(rows.map((row) => Number(row.id))) });
}

/** Every page's rows, in page order, as the export hands them to its workbook. */
async function fetchAllPages(options: Options): Promise<number[]> {
  const pages: number[][] = [];
  await read(options, (rows) => pages.push(rows));
  return pages.flat();
}

/** A paged source of `total` numbered rows whose answers the test releases by hand. */
function source(total: number, pageSize: number) {
  const waiting = new Map<number, () => void>();
  const requested: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchPage = (page: number): Promise<{ rows: number[]; total: number }> => {
    requested.push(page);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const start = (page - 1) * pageSize;
    const rows = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
    return new Promise((resolve) => {
      waiting.set(page, () => {
        inFlight -= 1;
        waiting.delete(page);
        resolve({ rows, total });
      });
    });
  };
  return {
    fetchPage,
    requested,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    /** Answers one waiting page (the lowest unless told), then lets the loop send the next. */
    async release(page = Math.min(...waiting.keys())) {
      waiting.get(page)?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    async releaseAll() {
      while (waiting.size) await this.release();
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetchAllPages', () => {
  it('reads every page once, in order, with at most 4 requests in flight', async () => {
    const pages = source(950, 100);
    const progress: ExportProgress[] = [];
    const done = fetchAllPages({ fetchPage: pages.fetchPage, pageSize: 100, onProgress: (p) => progress.push(p) });

    await tick();
    expect(pages.requested).toEqual([1]);
    await pages.release(1);
    expect(pages.requested).toEqual([1, 2, 3, 4, 5]);
    expect(pages.inFlight).toBe(4);

    // Answers out of order must still land in page order.
    await pages.release(4);
    expect(pages.requested).toEqual([1, 2, 3, 4, 5, 6]);
    await pages.releaseAll();

    const rows = await done;
    expect(rows).toEqual(Array.from({ length: 950 }, (_, i) => i));
    expect(pages.requested.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pages.maxInFlight).toBe(4);
    expect(progress[0]).toEqual({ fetched: 100, total: 950 });
    expect(progress.at(-1)).toEqual({ fetched: 950, total: 950 });
    expect(progress.map((p) => p.fetched)).toEqual([...progress.map((p) => p.fetched)].sort((a, b) => a - b));
  });

  it('asks for one page when everything fits on it, and for one when there is nothing', async () => {
    for (const total of [0, 37, 100]) {
      const pages = source(total, 100);
      const done = fetchAllPages({ fetchPage: pages.fetchPage, pageSize: 100 });
      await tick();
      await pages.releaseAll();
      expect(await done).toHaveLength(total);
      expect(pages.requested).toEqual([1]);
    }
  });

  it('rejects with the first failure and stops the other pages', async () => {
    const seen: AbortSignal[] = [];
    const failure = new Error('page 3 failed');
    const done = fetchAllPages({
      pageSize: 10,
      fetchPage: (page, signal) => {
        seen.push(signal);
        if (page === 1) return Promise.resolve({ rows: [1], total: 100 });
        if (page === 3) return Promise.reject(failure);
        return new Promise(() => undefined);
      },
    });
    await expect(done).rejects.toMatchObject({ name: 'ListReadError', cause: failure });
    expect(seen.every((signal) => signal.aborted)).toBe(true);
    expect(seen).toHaveLength(5);
  });
});

describe('readListPages', () => {
  it('hands each page on in page order as soon as the pages before it are in, while later pages are in flight', async () => {
    const pages = source(950, 100);
    const handed: { page: number; first: number }[] = [];
    const done = read({ fetchPage: pages.fetchPage, pageSize: 100 }, (rows) => handed.push({ page: handed.length + 1, first: rows[0] }));
    await tick();
    await pages.release(1);
    expect(handed).toEqual([{ page: 1, first: 0 }]);
    expect(pages.inFlight).toBe(4);

    // Page 3 came in first: it waits for page 2, then both go on at once.
    await pages.release(3);
    expect(handed.map((h) => h.page)).toEqual([1]);
    await pages.release(2);
    expect(handed).toEqual([{ page: 1, first: 0 }, { page: 2, first: 100 }, { page: 3, first: 200 }]);
    expect(pages.inFlight).toBe(4);

    await pages.releaseAll();
    expect(await done).toBe(950);
    expect(handed.map((h) => h.first)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });

  it('stops and requests nothing more when a page cannot be handed on', async () => {
    const pages = source(1000, 100);
    const refused = new Error('the writer stopped');
    let handed = 0;
    const done = read({ fetchPage: pages.fetchPage, pageSize: 100 }, () => {
      handed += 1;
      if (handed === 2) throw refused;
    });
    const stopped = expect(done).rejects.toBe(refused);
    await tick();
    await pages.release(1);
    await pages.release(2);
    await stopped;
    await pages.releaseAll();
    expect(pages.requested).toEqual([1, 2, 3, 4, 5]);
  });
});
