/** The export's Web Worker (workbookService.ts), so that a workbook of 100,000 rows never freezes the page. */
// First, as in main.tsx: zod's jitless mode on this worker's global, as the CSP forbids eval here too.
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
