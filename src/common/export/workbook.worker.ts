/**
 * The export's Web Worker: it turns the rows the page sends into the sheet's cells as they arrive,
 * while the page is still fetching later pages, and writes the xlsx file when told, so that
 * building a workbook of 100,000 rows (seconds of work) never freezes the page.
 */
import { sheetBuilder } from './workbookBytes';
import type { WorkbookReply, WorkbookRequest } from './workbookMessages';

/** The worker's global scope; the project's TypeScript lib is the DOM's, not WebWorker's. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkbookRequest>) => void) | null;
  postMessage: (message: WorkbookReply, transfer?: Transferable[]) => void;
};

let builder: ReturnType<typeof sheetBuilder> | null = null;
let failed = false;

const fail = (error: unknown) => {
  failed = true;
  builder = null;
  scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
};

scope.onmessage = ({ data }) => {
  // After a failure the page has its answer; whatever is still queued is dropped.
  if (failed) return;
  try {
    if (data.type === 'start') builder = sheetBuilder(data.kind);
    else if (!builder) throw new Error('The workbook was not started');
    else if (data.type === 'rows') builder.add(data.rows);
    else {
      const written = builder.bytes();
      builder = null;
      written.then((bytes) => scope.postMessage({ type: 'written', bytes }, [bytes]), fail);
    }
  } catch (error) {
    fail(error);
  }
};
