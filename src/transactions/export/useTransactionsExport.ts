import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { PAGE_SIZES } from '../../../contract/constants';
import type { Transaction } from '../../../contract/transactions';
import { transactionSortOf } from '../../../dataProvider/resources';
import { appliedRange, listFilter, type ListParams } from '../listParams';
import { matchesTab } from '../tabs';
import { createExportProgress, type ExportProgressSource } from './exportProgress';
import { streamAllPages } from './fetchAllPages';
import { ExcelWriteError } from '../../common/export/excelWriteError';
import { exportFileName } from '../../common/export/workbookRows';
import { openWorkbook, saveWorkbook, type WorkbookStream } from '../../common/export/writeWorkbook';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'confirm' }
  | { phase: 'fetching'; progress: ExportProgressSource }
  | { phase: 'writing'; total: number };

const MESSAGES = 'app.transactions.export';

/** A page's call ended the session: react-admin has logged the user out and says so. */
class SessionEnded extends Error {}

/**
 * Export of every page of the current tab (001 sections 5, 7, 8 and 9): confirm first, read all
 * pages with the tab, status, date filters and sort in effect, then write the workbook. Each page
 * goes to the workbook's worker as soon as it is in (in page order), so the sheet is built while
 * later pages are still in flight; the file is saved only once every page is in. Every outcome
 * ends in one of the spec's messages, and every failure or Cancel in no file.
 */
export function useTransactionsExport(params: ListParams, total: number | undefined) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the screen stops an export in progress.
  useEffect(() => () => running.current?.abort(), []);

  const request = useCallback(() => {
    if (!total) {
      notify(`${MESSAGES}.none_for_tab`, { type: 'warning', messageArgs: { tab: params.tab } });
      return;
    }
    setState({ phase: 'confirm' });
  }, [notify, params.tab, total]);

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);

  const cancel = useCallback(() => running.current?.abort(), []);

  const start = useCallback(async () => {
    const snapshot = params;
    const tab = snapshot.tab;
    const controller = new AbortController();
    running.current = controller;
    // The state lives in the Transactions screen, whose render is long on a slow machine: as a
    // transition React renders it in slices, so a phase change never blocks the page (issue 7).
    const show = (next: ExportState, then?: () => void) =>
      startTransition(() => {
        setState(next);
        then?.();
      });
    const finish = (message: string, type: 'success' | 'info' | 'warning' | 'error', messageArgs: Record<string, unknown> = {}) => {
      running.current = null;
      show({ phase: 'idle' }, () => notify(`${MESSAGES}.${message}`, { type, messageArgs }));
    };
    const progress = createExportProgress({ fetched: 0, total: total ?? 0 });
    show({ phase: 'fetching', progress });

    const failedWriting = (error: unknown) => finish(error instanceof ExcelWriteError ? 'excel_failed' : 'failed', 'error', { type: tab });
    let workbook: WorkbookStream;
    try {
      workbook = openWorkbook(tab, { signal: controller.signal });
    } catch (error) {
      failedWriting(error);
      return;
    }
    let exported = 0;
    const writer: { failed: boolean; error?: unknown } = { failed: false };
    try {
      await streamAllPages<Transaction>({
        pageSize: PAGE_SIZES.export,
        signal: controller.signal,
        onProgress: progress.set,
        fetchPage: async (page, signal) => {
          const result = await dataProvider.getList<Transaction & { id: string }>('transactions', {
            pagination: { page, perPage: PAGE_SIZES.export },
            sort: transactionSortOf(snapshot.sort),
            filter: listFilter(snapshot),
            signal,
          });
          // react-admin answers a call that ended the session (authProvider.checkError logged the
          // user out) with `{ data: [] }` alone: the end of the export, not an empty page.
          if (result.total === undefined && result.pageInfo === undefined) throw new SessionEnded();
          return { rows: result.data, total: result.total ?? result.data.length };
        },
        onPage: (rows) => {
          const tabRows = rows.filter((row) => matchesTab(tab, row));
          try {
            workbook.append(tabRows);
          } catch (error) {
            Object.assign(writer, { failed: true, error });
            throw error;
          }
          exported += tabRows.length;
        },
      });
    } catch (error) {
      workbook.close();
      if (error instanceof SessionEnded) {
        // The sign-in page says why; an export message over it would only confuse.
        running.current = null;
        show({ phase: 'idle' });
      } else if (controller.signal.aborted) finish('cancelled', 'info');
      else if (writer.failed) failedWriting(writer.error);
      else finish('fetch_failed', 'error', { tab });
      return;
    }

    if (!exported) {
      workbook.close();
      finish('empty', 'warning');
      return;
    }
    show({ phase: 'writing', total: exported });
    const filename = exportFileName(tab, { status: snapshot.status ?? undefined, ...appliedRange(snapshot) });
    try {
      await saveWorkbook(workbook, filename, { signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) finish('cancelled', 'info');
      else failedWriting(error);
      return;
    }
    finish('success', 'success', { count: exported, type: tab, filename });
  }, [dataProvider, notify, params, total]);

  return { state, request, start, cancel, dismiss };
}
