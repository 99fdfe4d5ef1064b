import { vi } from 'vitest';
import { createWorkbookService } from '../workbookService';
import type { WorkbookReply, WorkbookRequest } from '../workbookMessages';

/**
 * The browser's Worker for the export, as jsdom has none: workbook.worker.ts's own service runs in-process, and
 * messages are copied both ways as postMessage copies them. The service's fetch is the test's gateway once the app
 * is rendered (`attach`); an export of rows in hand reads nothing.
 */
export function stubWorkbookWorker() {
  let gatewayFetch: typeof fetch | null = null;
  class WorkbookWorker {
    onmessage: ((event: MessageEvent<WorkbookReply>) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private readonly service = createWorkbookService({
      post: (reply) => setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: structuredClone(reply) }))),
      fetch: (input, init) => gatewayFetch!(input, init),
    });
    postMessage(message: WorkbookRequest) {
      this.service.receive(structuredClone(message));
    }
    terminate() {
      this.service.stop();
    }
  }
  vi.stubGlobal('Worker', WorkbookWorker);
  return { attach: (view: { network: { fetch: typeof fetch } }) => (gatewayFetch = view.network.fetch) };
}
