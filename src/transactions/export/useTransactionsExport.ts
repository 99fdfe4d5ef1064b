import { startTransition, useEffect, useRef, useState } from 'react';
import { useListContext, useLogoutIfAccessDenied, useNotify, type NotificationType } from 'react-admin';
import { getToken, sessionRefusal } from '../../../authProvider/session';
import { PAGE_SIZES } from '../../../contract/constants';
import { config } from '../../config';
import { appliedRange, fromList } from '../listParams';
import { ListReadError, type ExportProgress } from '../../common/export/listPages';
import { exportFileName } from '../../common/export/workbookRows';
import { ExcelWriteError, openWorkbook, saveWorkbook, type WorkbookStream } from '../../common/export/writeWorkbook';
import '../../i18n/transactions';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'confirm' }
  | { phase: 'fetching'; progress: { current: ExportProgress } }
  | { phase: 'writing'; total: number };

export type TransactionsExport = ReturnType<typeof useTransactionsExport>;

const MESSAGES = 'app.transactions.export';

/**
 * Export of every page of the list's tab with its filters and sort (001 sections 5, 7, 8, 9): the worker builds the
 * sheet as pages arrive, saved once all are in. Each outcome is a spec message; failure or Cancel saves nothing.
 */
export function useTransactionsExport(total: number | undefined) {
  const notify = useNotify();
  // The worker's calls bypass react-admin's wrapper: a refused one gets authProvider.checkError here.
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const list = useListContext();
  const params = fromList(list);
  const { tab } = params;
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const request = () => {
    if (total) setState({ phase: 'confirm' });
    else notify(`${MESSAGES}.none_for_tab`, { type: 'warning', messageArgs: { tab } });
  };

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    // As a transition the long render of the screen comes in slices: a phase change never blocks the page (issue 7).
    const show = (next: ExportState, then?: () => void) =>
      startTransition(() => {
        setState(next);
        then?.();
      });
    const finish = (message?: string, type?: NotificationType, messageArgs: Record<string, unknown> = {}) => {
      running.current = null;
      show({ phase: 'idle' }, message ? () => notify(`${MESSAGES}.${message}`, { type, messageArgs }) : undefined);
    };
    // Rows fetched of total, outside React state: the dialog's bar reads it as often as it redraws.
    const progress = { current: { fetched: 0, total: total ?? 0 } };
    show({ phase: 'fetching', progress });

    let workbook: WorkbookStream | undefined;
    try {
      workbook = openWorkbook(tab, { signal: controller.signal });
      const exported = await workbook.readList({
        // The list's own filter and sort: its call leaves out a half-set custom range, and so does the export's.
        request: { resource: 'transactions', kind: tab, perPage: PAGE_SIZES.export, sort: list.sort, filter: list.filterValues },
        apiBase: config.apiBase,
        token: getToken(),
        onProgress: (next) => {
          progress.current = next;
        },
      });
      if (!exported) {
        workbook.close();
        finish('empty', 'warning');
        return;
      }
      show({ phase: 'writing', total: exported });
      const filename = exportFileName(tab, { status: params.status ?? undefined, ...appliedRange(params) });
      await saveWorkbook(workbook, filename, { signal: controller.signal });
      finish('success', 'success', { count: exported, type: tab, filename });
    } catch (error) {
      workbook?.close();
      if (controller.signal.aborted) return finish('cancelled', 'info');
      if (error instanceof ListReadError) await logoutIfAccessDenied(error.cause);
      // The sign-in page says why; an export message over it would only confuse.
      if (sessionRefusal() !== null) finish();
      else if (error instanceof ListReadError) finish('fetch_failed', 'error', { tab });
      else finish(error instanceof ExcelWriteError ? 'excel_failed' : 'failed', 'error', { type: tab });
    }
  };

  return { tab, state, request, start, cancel: () => running.current?.abort(), dismiss: () => setState({ phase: 'idle' }) };
}
