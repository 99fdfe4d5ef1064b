import { ACTIVITY_PATH, ACTIVITY_RESOURCE, ActivityListQuery } from '../../contract/activity';
import { contentRange } from '../../contract/simpleRest';
import { findActivity, listActivity } from '../activity/listActivity';
import { notFound } from '../lib/httpErrors';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { IdParams } from './params';

export const ACTIVITY_MESSAGES = { notFound: 'Activity record not found' } as const;

/** Readers of the log: the main merchant and holders of role-management (contract/activity.ts canReadActivity). */
const READ = { auth: 'session', permission: 'role-management' } as const;

/**
 * The team activity log (issue 16) in react-admin's simple-REST dialect: GET ?sort=&range=&filter=
 * answers the array and a Content-Range header; GET /:id answers one record. Read-only: no route
 * updates or deletes a record (the table refuses it too, migration 006).
 */
export async function activityRoutes(app: App, { db }: Services): Promise<void> {
  app.get(ACTIVITY_PATH, { config: READ, schema: { querystring: ActivityListQuery } }, async (request, reply) => {
    const { records, total, start } = await listActivity(db, currentUser(request), request.query);
    return reply.header('content-range', contentRange(ACTIVITY_RESOURCE, start, records.length, total)).send(records);
  });

  app.get(`${ACTIVITY_PATH}/:id`, { config: READ, schema: { params: IdParams } }, async (request) => {
    const record = await findActivity(db, currentUser(request), request.params.id);
    if (!record) throw notFound(ACTIVITY_MESSAGES.notFound);
    return record;
  });
}
