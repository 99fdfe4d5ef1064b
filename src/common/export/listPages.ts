import type { DataProvider, SortPayload } from 'ra-core';
import { matchesListType, type Transaction } from '../../../contract/transactions';
import type { ExportKind } from './workbookRows';

// Every page of a list (001 section 7): page 1 tells the total, the rest go out CONCURRENCY at a time and are
// handed on in page order as soon as the pages before them are in, so the workbook is written while later ones load.
const CONCURRENCY = 4;

export type ExportProgress = { fetched: number; total: number };

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
  /** Aborting stops at once: nothing more is requested and the call rejects with the reason. */
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** Takes each page's rows of the kind, in page order, while later pages are in flight; throwing stops the read. */
  onRows: (rows: Transaction[]) => void;
}

/** Hands on the rows of the kind from every page and counts them; a failed call rejects with ListReadError. */
export async function readListPages({ request, getList, signal, onProgress, onRows }: ReadListOptions): Promise<number> {
  const { resource, kind, perPage, sort, filter } = request;
  // The tab filter of the kind (contract/transactions.ts): the Withdraw tab lists refunds.
  const listType = kind === 'withdraw' ? 'refund' : kind;
  // One failed page stops its siblings too: the export is all or nothing.
  const controller = new AbortController();
  const relay = () => controller.abort(signal?.reason);
  if (signal?.aborted) relay();
  signal?.addEventListener('abort', relay, { once: true });
  const own = controller.signal;
  const load = (page: number) => {
    if (own.aborted) return Promise.reject(abortReason(own));
    const params = { pagination: { page, perPage }, sort, filter, signal: own };
    const answer = getList<Transaction & { id: string }>(resource, params).catch((error: unknown) => {
      throw own.aborted ? error : new ListReadError(error);
    });
    return untilAborted(answer, own);
  };

  // Pages that came in ahead of an earlier one wait here until it arrives.
  const early = new Map<number, Transaction[]>();
  let nextToHand = 1;
  let kept = 0;
  const arrived = (page: number, rows: Transaction[]) => {
    early.set(page, rows);
    for (let ready = early.get(nextToHand); ready; ready = early.get(nextToHand)) {
      early.delete(nextToHand);
      const ofKind = ready.filter((row) => matchesListType(listType, row));
      onRows(ofKind);
      kept += ofKind.length;
      nextToHand += 1;
    }
  };

  try {
    const first = await load(1);
    const total = first.total ?? first.data.length;
    const pageCount = Math.max(1, Math.ceil(total / perPage));
    let fetched = first.data.length;
    onProgress?.({ fetched, total });
    arrived(1, first.data);

    let nextPage = 2;
    const worker = async () => {
      while (nextPage <= pageCount) {
        const page = nextPage++;
        const { data } = await load(page);
        fetched += data.length;
        onProgress?.({ fetched, total });
        arrived(page, data);
      }
    };
    const failFast = (error: unknown) => {
      controller.abort(error);
      throw error;
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pageCount - 1) }, () => worker().catch(failFast)));
    return kept;
  } finally {
    signal?.removeEventListener('abort', relay);
  }
}
