import type { DataProvider, SortPayload } from 'ra-core';
import { matchesListType, type Transaction } from '../../../contract/transactions';
import type { ExportKind } from './workbookRows';

// Every page of a list (001 section 7): page 1 tells the total, the rest go out CONCURRENCY at a time and are
// handed on in page order as soon as the pages before them are in, so the workbook is written while later ones load.
const CONCURRENCY = 4;

export type ExportProgress = { fetched: number; total: number };

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
  onProgress?: (progress: ExportProgress) => void;
  /** Takes each page's rows of the kind, in page order, while later pages are in flight; throwing stops the read. */
  onRows: (rows: Transaction[]) => void;
}

/** Hands on the rows of the kind from every page and counts them; a failed call rejects with ListReadError. */
export async function readListPages({ request, getList, onProgress, onRows }: ReadListOptions): Promise<number> {
  const { resource, kind, perPage, sort, filter } = request;
  // The tab filter of the kind (contract/transactions.ts): the Withdraw tab lists refunds.
  const listType = kind === 'withdraw' ? 'refund' : kind;
  // One failed page stops its siblings too: the export is all or nothing.
  const controller = new AbortController();
  const { signal } = controller;
  const load = (page: number) => {
    if (signal.aborted) return Promise.reject(signal.reason);
    const params = { pagination: { page, perPage }, sort, filter, signal };
    return getList<Transaction & { id: string }>(resource, params).catch((error: unknown) => {
      throw signal.aborted ? error : new ListReadError(error);
    });
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
}
