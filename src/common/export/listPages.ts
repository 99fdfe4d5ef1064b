import type { DataProvider, SortPayload } from 'ra-core';
import { matchesListType, type Transaction } from '../../../contract/transactions';
import type { ExportKind } from './workbookRows';

// Every page of a list (001 section 7): page 1 tells the total, the rest go out `concurrency` at a time and are
// handed on in page order as soon as the pages before them are in, so the workbook is written while later ones load.

export interface ExportProgress {
  fetched: number;
  total: number;
}

export interface StreamAllPagesOptions<T> {
  fetchPage: (page: number, signal: AbortSignal) => Promise<{ rows: T[]; total: number }>;
  pageSize: number;
  /** Requests in flight at most; 4 unless told. */
  concurrency?: number;
  /** Aborting stops at once: nothing more is requested and the call rejects with the reason. */
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** Takes each page's rows in page order; throwing stops the export and rejects with what it threw. */
  onPage: (rows: T[], page: number) => void;
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The export was cancelled', 'AbortError');
}

/** Settles with the promise, or rejects as soon as the signal aborts, whichever comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

/** Reads every page, handing each on in page order as it can; resolves with the rows read. */
export async function streamAllPages<T>({
  fetchPage,
  pageSize,
  concurrency = 4,
  signal,
  onProgress,
  onPage,
}: StreamAllPagesOptions<T>): Promise<ExportProgress> {
  // One failed page stops its siblings too: the export is all or nothing.
  const controller = new AbortController();
  const relay = () => controller.abort(signal?.reason);
  if (signal?.aborted) relay();
  signal?.addEventListener('abort', relay, { once: true });
  const own = controller.signal;
  const load = (page: number) => {
    if (own.aborted) return Promise.reject(abortReason(own));
    return untilAborted(fetchPage(page, own), own);
  };

  // Pages that came in ahead of an earlier one wait here until it arrives.
  const early = new Map<number, T[]>();
  let nextToHand = 1;
  const arrived = (page: number, rows: T[]) => {
    early.set(page, rows);
    for (let ready = early.get(nextToHand); ready; ready = early.get(nextToHand)) {
      early.delete(nextToHand);
      onPage(ready, nextToHand);
      nextToHand += 1;
    }
  };

  try {
    const first = await load(1);
    const { total } = first;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    let fetched = first.rows.length;
    onProgress?.({ fetched, total });
    arrived(1, first.rows);

    let nextPage = 2;
    const worker = async () => {
      while (nextPage <= pageCount) {
        const page = nextPage++;
        const { rows } = await load(page);
        fetched += rows.length;
        onProgress?.({ fetched, total });
        arrived(page, rows);
      }
    };
    const failFast = (error: unknown) => {
      controller.abort(error);
      throw error;
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, pageCount - 1) }, () => worker().catch(failFast)));
    return { fetched, total };
  } finally {
    signal?.removeEventListener('abort', relay);
  }
}

/** The list an export reads (getList page by page, keeping the rows of `kind`), as data the Web Worker can receive. */
export interface ListExportRequest {
  resource: 'transactions';
  kind: ExportKind;
  perPage: number;
  sort: SortPayload;
  filter: Record<string, unknown>;
}

/** Reading the pages failed (a page's call, or its answer); `cause` is the dataProvider's error. */
export class ListReadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Reading the list failed', { cause });
    this.name = 'ListReadError';
  }
}

export interface ReadListOptions {
  request: ListExportRequest;
  getList: DataProvider['getList'];
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** Takes each page's rows of the kind, in page order, while later pages are in flight. */
  onRows: (rows: Transaction[]) => void;
}

/** Hands on the rows of the kind from every page and counts them; a failed call rejects with ListReadError. */
export async function readListPages({ request, getList, signal, onProgress, onRows }: ReadListOptions): Promise<number> {
  const { resource, kind, perPage, sort, filter } = request;
  // The tab filter of the kind (contract/transactions.ts): the Withdraw tab lists refunds.
  const listType = kind === 'withdraw' ? 'refund' : kind;
  let kept = 0;
  await streamAllPages<Transaction>({
    pageSize: perPage,
    signal,
    onProgress,
    fetchPage: async (page, pageSignal) => {
      let result;
      try {
        result = await getList<Transaction & { id: string }>(resource, { pagination: { page, perPage }, sort, filter, signal: pageSignal });
      } catch (error) {
        throw pageSignal.aborted ? error : new ListReadError(error);
      }
      return { rows: result.data, total: result.total ?? result.data.length };
    },
    onPage: (rows) => {
      const ofKind = rows.filter((row) => matchesListType(listType, row));
      onRows(ofKind);
      kept += ofKind.length;
    },
  });
  return kept;
}
