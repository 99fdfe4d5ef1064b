import { vi } from 'vitest';
import { createWorkbookService } from '../workbookService';
import type { WorkbookReply, WorkbookRequest } from '../workbookMessages';

/** What a terminated worker's calls and answers become: nothing, ever. */
const never = new Promise<never>(() => undefined);

/**
 * The browser's Worker for the export, as jsdom has none: workbook.worker.ts's own service runs in-process, and
 * messages are copied both ways as postMessage copies them. The service's fetch is the test's gateway once the app
 * is rendered (`attach`); an export of rows in hand reads nothing. Once terminated, as a real worker, it does
 * nothing more: no message out, no call made, no answer received.
 */
export function stubWorkbookWorker() {
  let gatewayFetch: typeof fetch | null = null;
  class WorkbookWorker {
    onmessage: ((event: MessageEvent<WorkbookReply>) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private terminated = false;
    private readonly service = createWorkbookService({
      post: (reply) =>
        setTimeout(() => {
          if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: structuredClone(reply) }));
        }),
      fetch: async (input, init) => {
        if (this.terminated) return never;
        const response = await gatewayFetch!(input, init);
        return this.terminated ? never : response;
      },
    });
    postMessage(message: WorkbookRequest) {
      if (!this.terminated) this.service.receive(structuredClone(message));
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', WorkbookWorker);
  return { attach: (view: { network: { fetch: typeof fetch } }) => (gatewayFetch = view.network.fetch) };
}
