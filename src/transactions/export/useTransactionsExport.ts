import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { getToken, sessionRefusal } from '../../../authProvider/session';
import { PAGE_SIZES } from '../../../contract/constants';
import { transactionSortOf } from '../../../dataProvider/resources';
import { config } from '../../config';
import { appliedRange, listFilter, type ListParams } from '../listParams';
import { createExportProgress, type ExportProgressSource } from './exportProgress';
import { ListReadError } from '../../common/export/listPages';
import { exportFileName } from '../../common/export/workbookRows';
import { ExcelWriteError, openWorkbook, saveWorkbook, type WorkbookStream } from '../../common/export/writeWorkbook';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'confirm' }
  | { phase: 'fetching'; progress: ExportProgressSource }
  | { phase: 'writing'; total: number };

export type TransactionsExport = ReturnType<typeof useTransactionsExport>;

const MESSAGES = 'app.transactions.export';

/**
 * Export of every page of the tab with its filters and sort (001 sections 5, 7, 8, 9): the worker builds the sheet as
 * pages arrive, saved once all are in. Each outcome is a spec message; failure or Cancel saves nothing.
 */
export function useTransactionsExport(params: ListParams, total: number | undefined) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  // The worker's calls bypass react-admin's wrapper: a refused one gets authProvider.checkError here.
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

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
    const { tab } = snapshot;
    const controller = new AbortController();
    running.current = controller;
    // As a transition the long render of the screen comes in slices: a phase change never blocks the page (issue 7).
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

    const sessionRefused = async (error: unknown) => {
      if (error instanceof ListReadError) await logoutIfAccessDenied(error.cause);
      return sessionRefusal() !== null;
    };
    const failedWriting = (error: unknown) => finish(error instanceof ExcelWriteError ? 'excel_failed' : 'failed', 'error', { type: tab });
    let workbook: WorkbookStream;
    try {
      workbook = openWorkbook(tab, { signal: controller.signal });
    } catch (error) {
      failedWriting(error);
      return;
    }
    let exported: number;
    try {
      exported = await workbook.readList({
        request: { resource: 'transactions', kind: tab, perPage: PAGE_SIZES.export, sort: transactionSortOf(snapshot.sort), filter: listFilter(snapshot) },
        getList: dataProvider.getList,
        apiBase: config.apiBase,
        token: getToken(),
        onProgress: progress.set,
      });
    } catch (error) {
      workbook.close();
      if (controller.signal.aborted) finish('cancelled', 'info');
      else if (await sessionRefused(error)) {
        // The sign-in page says why; an export message over it would only confuse.
        running.current = null;
        show({ phase: 'idle' });
      } else if (error instanceof ListReadError) finish('fetch_failed', 'error', { tab });
      else failedWriting(error);
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
  }, [dataProvider, logoutIfAccessDenied, notify, params, total]);

  return { state, request, start, cancel, dismiss };
}
