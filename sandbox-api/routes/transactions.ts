import { TransactionListQuery } from '../../contract/transactions';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { isBackwardsRange } from '../transactions/dateRange';
import { transactionListAnswer } from '../transactions/rememberedPages';
import { getTransaction } from '../transactions/transactionList';
import { notFound } from '../lib/httpErrors';
import { IdParams, isUuid } from './params';

/** A custom range that ends before it starts is a mistake to report, not an empty list. */
const ListQuery = TransactionListQuery.refine((query) => !isBackwardsRange(query), {
  path: ['endDate'],
  message: 'endDate must be on or after startDate',
});

/** The transactions screen's call (001 section 7), scoped to the caller's merchant. */
export async function transactionRoutes(app: App, { db }: Services): Promise<void> {
  app.get(
    '/dashboard/transactionList',
    { config: { auth: 'session', permission: 'transactions-view' }, schema: { querystring: ListQuery } },
    async (request, reply) => {
      // A sub-user works on its parent's data: merchantId is the main merchant's id for both; the
      // merchant's time zone comes with the session (sessions.ts), so it costs no query.
      const { merchantId, merchantTimeZone } = currentUser(request);
      const answer = await transactionListAnswer(db, merchantId, request.query, new Date(), merchantTimeZone);
      // The rows arrive as JSON text (transactionJson.ts): sent as they are, not parsed and printed again.
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  );

  // One row of the list, for the details a notification opens (issue 12); another merchant's id
  // answers exactly like a missing one.
  app.get(
    '/dashboard/transaction/:id',
    { config: { auth: 'session', permission: 'transactions-view' }, schema: { params: IdParams } },
    async (request) => {
      const { id } = request.params;
      const row = isUuid(id) ? await getTransaction(db, currentUser(request).merchantId, id) : null;
      if (!row) throw notFound('Transaction not found');
      return { success: true, data: row };
    },
  );
}
