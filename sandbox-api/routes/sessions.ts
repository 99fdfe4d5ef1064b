import {
  END_OTHER_SESSIONS_PATH,
  SESSION_MESSAGES,
  SESSIONS_PATH,
  SESSIONS_RESOURCE,
  SessionListQuery,
  type EndedSessions,
  type SessionRecord,
} from '../../contract/sessions';
import { contentRange } from '../../contract/simpleRest';
import { recordActivity } from '../activity/record';
import { sessionCookieName, sessionCookieOptions } from '../auth/cookie';
import { endOtherSessions, endOwnSession, listOwnSessions } from '../auth/ownSessions';
import { notFound } from '../lib/httpErrors';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { IdParams } from './params';

/**
 * The caller's own sessions (issue 28, contract/sessions.ts), for every signed-in user: the list,
 * and the end of one (its token answers 401 at once, its sockets close) or of all the others
 * ("Sign out everywhere else", in one call so a session opened meanwhile is not missed). Ending the
 * current session is allowed: it is a sign-out, and its cookie is cleared too. No step-up: ending a
 * session only ever takes access away.
 */
const ACCESS = { auth: 'session' } as const;

export async function sessionRoutes(app: App, services: Services): Promise<void> {
  const { db, realtime, config } = services;

  app.get(SESSIONS_PATH, { config: ACCESS, schema: { querystring: SessionListQuery } }, async (request, reply) => {
    const { records, total, start } = await listOwnSessions(db, currentUser(request), request.query);
    return reply.header('content-range', contentRange(SESSIONS_RESOURCE, start, records.length, total)).send(records);
  });

  app.delete(`${SESSIONS_PATH}/:id`, { config: ACCESS, schema: { params: IdParams } }, async (request, reply): Promise<SessionRecord> => {
    const user = currentUser(request);
    const ended = await endOwnSession(db, user, request.params.id);
    if (!ended) throw notFound(SESSION_MESSAGES.notFound);
    realtime.disconnectSession(ended.id);
    await recordActivity(db, request, {
      actorId: user.id,
      type: 'session.revoked',
      details: { ended: 1, current: ended.current, browser: ended.userAgent, ip: ended.ip },
    });
    if (ended.current) reply.clearCookie(sessionCookieName(config), sessionCookieOptions(config, false));
    return ended;
  });

  app.post(END_OTHER_SESSIONS_PATH, { config: ACCESS }, async (request): Promise<EndedSessions> => {
    const user = currentUser(request);
    const ids = await endOtherSessions(db, user);
    for (const id of ids) realtime.disconnectSession(id);
    if (ids.length > 0) await recordActivity(db, request, { actorId: user.id, type: 'session.revoked', details: { ended: ids.length, current: false } });
    return { ended: ids.length };
  });
}
