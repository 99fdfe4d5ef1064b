/**
 * The export's Web Worker: it collects the rows the page sends and writes the xlsx file, so that
 * building a workbook of 100,000 rows (seconds of work) never freezes the page.
 */
import type { Transaction } from '../../../contract/transactions';
import { workbookBytes } from './workbookBytes';
import type { WorkbookReply, WorkbookRequest } from './workbookMessages';

/** The worker's global scope; the project's TypeScript lib is the DOM's, not WebWorker's. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkbookRequest>) => void) | null;
  postMessage: (message: WorkbookReply, transfer?: Transferable[]) => void;
};

const rows: Transaction[] = [];

scope.onmessage = ({ data }) => {
  if (data.type === 'rows') {
    for (const row of data.rows) rows.push(row);
    return;
  }
  try {
    const bytes = workbookBytes(data.kind, rows);
    scope.postMessage({ type: 'written', bytes }, [bytes]);
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
