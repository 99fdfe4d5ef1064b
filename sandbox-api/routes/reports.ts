import { hasPermission } from '../../contract/permissions';
import { STATEMENT_CONTENT_TYPES, STATEMENT_PATH, StatementQuery, statementFileName, type Statement } from '../../contract/reports';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import { statementCsv, statementXlsx } from '../reports/files';
import { buildStatement } from '../reports/statement';
import type { Services } from '../services';

/**
 * Reports (issue 29, contract/reports.ts): the statement of a period as JSON, CSV or XLSX, for
 * holders of transactions-view; its balance figures for holders of balance-view only. The files'
 * times follow the asked timeZone, else the merchant's (merchant-settings), else UTC.
 */
export async function reportRoutes(app: App, { db }: Services): Promise<void> {
  app.get(
    STATEMENT_PATH,
    { config: { auth: 'session', permission: 'transactions-view' }, schema: { querystring: StatementQuery } },
    async (request, reply) => {
      const user = currentUser(request);
      const { from, to, format } = request.query;
      const { rows } = await db.query<{ timezone: string | null }>('SELECT timezone FROM merchants WHERE id = $1', [user.merchantId]);
      const statement: Statement = await buildStatement(db, {
        merchantId: user.merchantId,
        from: new Date(from),
        to: new Date(to),
        timeZone: request.query.timeZone ?? rows[0]?.timezone ?? 'UTC',
        withBalance: hasPermission(user, 'balance-view'),
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
