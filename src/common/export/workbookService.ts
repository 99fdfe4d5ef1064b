import { createHttpClient, isHttpError } from '../../../dataProvider/httpClient';
import { createResourceProviders } from '../../../dataProvider/resources';
import { setTimeZone } from '../formatters';
import { ListReadError, readListPages } from './listPages';
import { sheetBuilder } from './workbookBytes';
import type { WorkbookReply, WorkbookRequest } from './workbookMessages';

export interface WorkbookServiceOptions {
  post: (reply: WorkbookReply, transfer?: Transferable[]) => void;
  /** The worker's own fetch; a test passes its fetch double. */
  fetch: typeof fetch;
}

/**
 * The Web Worker's work: the sheet from rows posted by the page or read here through the resource's getList with
 * the session's token, so the page neither parses a thousand answers nor copies 100,000 rows (issue 17).
 */
export function createWorkbookService({ post, fetch }: WorkbookServiceOptions) {
  let builder: ReturnType<typeof sheetBuilder> | null = null;
  let failed = false;

  // A failed call (ListReadError) keeps its HTTP status and body, so the page rebuilds react-admin's HttpError.
  const fail = (error: unknown) => {
    failed = true;
    builder = null;
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof ListReadError)) return post({ type: 'failed', stage: 'write', message });
    const { cause } = error;
    post({ type: 'failed', stage: 'read', message, ...(isHttpError(cause) ? { status: cause.status, body: cause.body } : {}) });
  };

  const read = (message: Extract<WorkbookRequest, { type: 'read' }>, sheet: ReturnType<typeof sheetBuilder>) => {
    const http = createHttpClient({ baseUrl: message.apiBase, fetch: (input, init) => fetch(input, init), getToken: () => message.token });
    const { getList } = createResourceProviders(http)[message.request.resource];
    readListPages({
      request: message.request,
      getList,
      onProgress: (progress) => post({ type: 'progress', ...progress }),
      onRows: (rows) => sheet.add(rows),
    }).then((rows) => post({ type: 'read', rows }), fail);
  };

  return {
    receive(message: WorkbookRequest) {
      // After a failure the page has its answer; whatever is still queued is dropped.
      if (failed) return;
      try {
        if (message.type === 'start') {
          // The worker's own copy of the formatters: its dates follow the page's time zone.
          setTimeZone(message.timeZone);
          builder = sheetBuilder(message.kind);
        } else if (!builder) throw new Error('The workbook was not started');
        else if (message.type === 'rows') builder.add(message.rows);
        else if (message.type === 'read') read(message, builder);
        else {
          const writing = builder.file();
          builder = null;
          writing.then((bytes) => post({ type: 'written', bytes }, [bytes]), fail);
        }
      } catch (error) {
        fail(error);
      }
    },
  };
}
