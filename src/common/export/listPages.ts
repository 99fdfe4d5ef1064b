import type { DataProvider, SortPayload } from 'ra-core';
import type { Transaction } from '../../../contract/transactions';
import { streamAllPages, type ExportProgress } from './fetchAllPages';
import { matchesKind } from './rowsOfKind';
import type { ExportKind } from './workbookRows';

/**
 * The list an export reads, as plain data so that it can be posted to the export's Web Worker: a
 * resource of the dataProvider, read with its getList page by page (001 section 7: the list call
 * repeated with limit `perPage`) with the sort and filter in effect, keeping the rows of `kind`.
 */
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

/**
 * Reads every page of the request's list and hands on the rows of its kind; resolves with their
 * count. A failed call rejects with ListReadError; whatever onRows throws, or an abort, as it is.
 */
export async function readListPages({ request, getList, signal, onProgress, onRows }: ReadListOptions): Promise<number> {
  const { resource, kind, perPage, sort, filter } = request;
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
      const ofKind = rows.filter((row) => matchesKind(kind, row));
      onRows(ofKind);
      kept += ofKind.length;
    },
  });
  return kept;
}
