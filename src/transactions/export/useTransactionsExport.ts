import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { PAGE_SIZES } from '../../../contract/constants';
import type { Transaction } from '../../../contract/transactions';
import { transactionSortOf } from '../../../dataProvider/resources';
import { appliedRange, listFilter, type ListParams } from '../listParams';
import { matchesTab } from '../tabs';
import { createExportProgress, type ExportProgressSource } from './exportProgress';
import { fetchAllPages } from './fetchAllPages';
import { ExcelWriteError } from '../../common/export/excelWriteError';
import { exportFileName } from '../../common/export/workbookRows';
import { writeWorkbook } from '../../common/export/writeWorkbook';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'confirm' }
  | { phase: 'fetching'; progress: ExportProgressSource }
  | { phase: 'writing'; total: number };

const MESSAGES = 'app.transactions.export';

/**
 * Export of every page of the current tab (001 sections 5, 7, 8 and 9): confirm first, read all
 * pages with the tab, status, date filters and sort in effect, then write the workbook. Every
 * outcome ends in one of the spec's messages.
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

    let rows: Transaction[];
    try {
      rows = await fetchAllPages<Transaction>({
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
          return { rows: result.data, total: result.total ?? result.data.length };
        },
      });
    } catch {
      if (controller.signal.aborted) finish('cancelled', 'info');
      else finish('fetch_failed', 'error', { tab });
      return;
    }

    const tabRows = rows.filter((row) => matchesTab(tab, row));
    if (!tabRows.length) {
      finish('empty', 'warning');
      return;
    }
    show({ phase: 'writing', total: tabRows.length });
    const filename = exportFileName(tab, { status: snapshot.status ?? undefined, ...appliedRange(snapshot) });
    try {
      await writeWorkbook(tab, tabRows, filename, { signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) finish('cancelled', 'info');
      else finish(error instanceof ExcelWriteError ? 'excel_failed' : 'failed', 'error', { type: tab });
      return;
    }
    finish('success', 'success', { count: tabRows.length, type: tab, filename });
  }, [dataProvider, notify, params, total]);

  return { state, request, start, cancel, dismiss };
}
