import { createHttpClient } from '../../../dataProvider/httpClient';
import { createResourceProviders } from '../../../dataProvider/resources';
import { ListReadError, readListPages } from './listPages';
import { sheetBuilder } from './workbookBytes';
import type { WorkbookReply, WorkbookRequest } from './workbookMessages';

export interface WorkbookServiceOptions {
  post: (reply: WorkbookReply, transfer?: Transferable[]) => void;
  /** The worker's own fetch; a test passes its fetch double. */
  fetch: typeof fetch;
}

/** The HTTP status and body of a dataProvider error (react-admin's HttpError), to rebuild it on the page. */
function answerOf(error: unknown): { status?: number; body?: unknown } {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(cause instanceof Error) || typeof (cause as { status?: unknown }).status !== 'number') return {};
  const { status, body } = cause as Error & { status: number; body?: unknown };
  return { status, body };
}

const messageOf = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));

/**
 * The Web Worker's work: the sheet from rows posted by the page or read here through the resource's getList with
 * the session's token, so the page neither parses a thousand answers nor copies 100,000 rows (issue 17).
 */
export function createWorkbookService({ post, fetch }: WorkbookServiceOptions) {
  let builder: ReturnType<typeof sheetBuilder> | null = null;
  let failed = false;
  const reading = new AbortController();

  const fail = (stage: 'read' | 'write', error: unknown) => {
    failed = true;
    builder = null;
    post({ type: 'failed', stage, message: messageOf(error), ...(stage === 'read' ? answerOf(error) : {}) });
  };

  const read = (message: Extract<WorkbookRequest, { type: 'read' }>, sheet: ReturnType<typeof sheetBuilder>) => {
    const http = createHttpClient({ baseUrl: message.apiBase, fetch: (input, init) => fetch(input, init), getToken: () => message.token });
    const { getList } = createResourceProviders(http)[message.request.resource];
    readListPages({
      request: message.request,
      getList,
      signal: reading.signal,
      onProgress: (progress) => post({ type: 'progress', ...progress }),
      onRows: (rows) => sheet.add(rows),
    }).then(
      (rows) => post({ type: 'read', rows }),
      // A failed call is a ListReadError; anything else is the sheet's own failure.
      (error: unknown) => {
        if (!reading.signal.aborted) fail(error instanceof ListReadError ? 'read' : 'write', error);
      },
    );
  };

  return {
    receive(message: WorkbookRequest) {
      // After a failure the page has its answer; whatever is still queued is dropped.
      if (failed) return;
      try {
        if (message.type === 'start') builder = sheetBuilder(message.kind);
        else if (!builder) throw new Error('The workbook was not started');
        else if (message.type === 'rows') builder.add(message.rows);
        else if (message.type === 'read') read(message, builder);
        else {
          const writing = builder.file();
          builder = null;
          writing.then(
            (bytes) => post({ type: 'written', bytes }, [bytes]),
            (error: unknown) => fail('write', error),
          );
        }
      } catch (error) {
        fail('write', error);
      }
    },
    stop() {
      reading.abort();
    },
  };
}
