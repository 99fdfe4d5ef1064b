import { useDataProvider } from 'react-admin';
import { STATEMENT_PATH, type Statement, type StatementFormat } from '../../contract/reports';
import type { ComposedDataProvider } from '../providers';

export type StatementParams = { from: string; to: string; timeZone: string };

/**
 * The screen's calls through the data provider's one client (cookies, token, step-up, a missing
 * addition remembered). They live in this chunk, not in the providers: the signed-in dashboard's
 * budget (tests/build/size.spec.ts) had no room for them.
 */
export function useReportsApi() {
  const { http } = useDataProvider<ComposedDataProvider>();
  return {
    getStatement: async (query: StatementParams) => (await http<Statement>(STATEMENT_PATH, { query })).json,
    /** A file with the server's name (Content-Disposition), when it gives one. */
    downloadStatement: async (query: StatementParams, format: StatementFormat) => {
      const { json, headers } = await http<Blob>(STATEMENT_PATH, { query: { ...query, format }, blob: true });
      return { blob: json, fileName: /filename="?([^";]+)/.exec(headers.get('Content-Disposition') ?? '')?.[1] };
    },
  };
}
