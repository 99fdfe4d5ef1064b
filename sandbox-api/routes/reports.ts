import type { FastifyRequest } from 'fastify';
import { hasPermission } from '../../contract/permissions';
import { STATEMENT_CONTENT_TYPES, STATEMENT_PATH, StatementQuery, statementFileName, type Statement } from '../../contract/reports';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import { forbidden } from '../lib/httpErrors';
import type { App } from '../plugins/zod';
import { statementCsv, statementXlsx } from '../reports/files';
import { buildStatement } from '../reports/statement';
import type { Services } from '../services';

/**
 * Reports (issue 29, contract/reports.ts): the statement of a period. The JSON answers holders of
 * balance-view or transactions-view, each with its own figures (the balances need balance-view, the
 * rows and their totals transactions-view); the CSV and XLSX files are the rows, for transactions-view.
 * Times and days follow the asked timeZone, else the merchant's (merchant-settings), else UTC.
 */
const READERS = ['balance-view', 'transactions-view'] as const;

/** Either permission, which a route's single `permission` cannot say; before the schema, as a guard. */
const statementReader = async (request: FastifyRequest) => {
  if (!READERS.some((permission) => hasPermission(currentUser(request), permission))) throw forbidden(ACCESS_DENIED);
};

export async function reportRoutes(app: App, { db }: Services): Promise<void> {
  app.get(
    STATEMENT_PATH,
    { config: { auth: 'session' }, preValidation: statementReader, schema: { querystring: StatementQuery } },
    async (request, reply) => {
      const user = currentUser(request);
      const { from, to, format } = request.query;
      const withRows = hasPermission(user, 'transactions-view');
      if (format !== 'json' && !withRows) throw forbidden(ACCESS_DENIED);
      const statement: Statement = await buildStatement(db, {
        merchantId: user.merchantId,
        from: new Date(from),
        to: new Date(to),
        // The merchant's zone came with the session lookup (auth/sessions.ts).
        timeZone: request.query.timeZone ?? user.merchantTimeZone ?? 'UTC',
        withBalance: hasPermission(user, 'balance-view'),
        withRows,
      });
      if (format === 'json') return statement;
      const body = format === 'csv' ? statementCsv(statement) : statementXlsx(statement);
      return reply
        .type(STATEMENT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${statementFileName(from, to, statement.timeZone, format)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
