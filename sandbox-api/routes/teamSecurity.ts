import type { FastifyRequest } from 'fastify';
import { isMainUser } from '../../contract/permissions';
import { TEAM_SECURITY_PATH, TeamSecurityUpdate, type TeamSecurity } from '../../contract/teamSecurity';
import { recordActivity } from '../activity/record';
import { endSessionsWithoutTwoFactor, readTeamSecurity, saveTeamSecurity } from '../auth/teamSecurity';
import { forbidden } from '../lib/httpErrors';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';

/**
 * Team security (issue 28, contract/teamSecurity.ts). Every member of the team reads it (the
 * dashboard says why 2FA is required); only the main merchant changes it, behind a step-up
 * confirmation. While it is on, saving it again also ends any session a sub-user without verified
 * 2FA still has (a manager removed their 2FA meanwhile), and closes their sockets.
 */
export async function teamSecurityRoutes(app: App, services: Services): Promise<void> {
  const { db, realtime } = services;

  app.get(TEAM_SECURITY_PATH, { config: { auth: 'session' } }, async (request): Promise<TeamSecurity> => readTeamSecurity(db, currentUser(request).merchantId));

  app.put(
    TEAM_SECURITY_PATH,
    {
      config: { auth: 'session', stepUp: true },
      schema: { body: TeamSecurityUpdate },
      // Before body validation and the step-up: a sub-user may never change it, whatever it sent.
      preValidation: async (request: FastifyRequest) => {
        if (!isMainUser(currentUser(request))) throw forbidden(ACCESS_DENIED);
      },
    },
    async (request): Promise<TeamSecurity> => {
      const user = currentUser(request);
      const { require2fa } = request.body;
      const { after, signedOut } = await db.transaction(async (tx) => {
        const before = await readTeamSecurity(tx, user.merchantId, { lock: true });
        await saveTeamSecurity(tx, user.merchantId, require2fa, user);
        const ended = require2fa ? await endSessionsWithoutTwoFactor(tx, user.merchantId) : { userIds: [], sessions: 0 };
        if (before.require2fa !== require2fa || ended.sessions > 0) {
          await recordActivity(tx, request, {
            actorId: user.id,
            type: 'team_security.changed',
            target: { type: 'merchant', id: user.merchantId },
            details: {
              changed: before.require2fa === require2fa ? [] : ['require2fa'],
              before: { require2fa: before.require2fa },
              after: { require2fa },
              signedOut: ended.userIds.length,
              sessionsEnded: ended.sessions,
            },
          });
        }
        return { after: await readTeamSecurity(tx, user.merchantId), signedOut: ended.userIds };
      });
      for (const userId of signedOut) realtime.disconnectUser(userId);
      return after;
    },
  );
}
