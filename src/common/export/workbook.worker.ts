/**
 * The export's Web Worker: it reads an export's pages or takes the rows the page sends, turns them
 * into the sheet's cells as they arrive, and writes the xlsx file when told (workbookService.ts),
 * so that neither reading nor building a workbook of 100,000 rows (seconds of work) freezes the page.
 */
// First, as in main.tsx: it sets zod's jitless mode on this worker's own global, so that the
// dataProvider's modules never probe for eval, which the Content-Security-Policy forbids here too.
import '../../config';
import { createWorkbookService } from './workbookService';
import type { WorkbookReply, WorkbookRequest } from './workbookMessages';

/** The worker's global scope; the project's TypeScript lib is the DOM's, not WebWorker's. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkbookRequest>) => void) | null;
  postMessage: (message: WorkbookReply, transfer?: Transferable[]) => void;
  fetch: typeof fetch;
};

const service = createWorkbookService({
  post: (reply, transfer) => scope.postMessage(reply, transfer),
  fetch: (input, init) => scope.fetch(input, init),
});
scope.onmessage = ({ data }) => service.receive(data);
