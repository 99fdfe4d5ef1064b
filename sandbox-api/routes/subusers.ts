import { canManageRole, hasPermission } from '../../contract/permissions';
import {
  CreateSubUserRequest,
  SUB_USER_MESSAGES,
  SubUserStatusRequest,
  SubUserToggle2faRequest,
  UpdateSubUserRequest,
} from '../../contract/subusers';
import { recordActivity } from '../activity/record';
import { hashPassword, scryptParamsFor } from '../auth/password';
import { endUserSessions, type AuthUser } from '../auth/sessions';
import { teamRequires2fa } from '../auth/teamSecurity';
import { isUniqueViolation } from '../db/errors';
import type { Queryable } from '../db/types';
import { badRequest, conflict, forbidden, notFound } from '../lib/httpErrors';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { findTeamMember, SUB_USER_COLUMNS, toSubUser, type SubUserRow } from '../subusers/subUserRow';
import { IdParams, isUuid } from './params';
import { mailMessages } from '../i18n';

const MANAGE = { auth: 'session', permission: 'role-management' } as const;

/** A sub-user as the target of an activity record, named by its email at the time. */
const userTarget = (row: Pick<SubUserRow, 'id' | 'email'>) => ({ type: 'user' as const, id: row.id, label: row.email });

/**
 * Role management (001 sections 2.7 and 7). Every call is scoped to the caller's merchant: a user
 * of another merchant answers 404 like a missing one. Which roles the caller may act on, create or
 * assign is contract/permissions.ts canManageRole, so nobody can raise a user above their own
 * rights; nobody acts on their own account here.
 */
export async function subUserRoutes(app: App, { db, mailer, realtime, config }: Services): Promise<void> {
  /** The target sub-user, after the scope, self and role checks. */
  async function manageableTarget(caller: AuthUser, id: string): Promise<SubUserRow> {
    if (!isUuid(id)) throw notFound(SUB_USER_MESSAGES.notFound);
    if (id === caller.id) throw forbidden(SUB_USER_MESSAGES.ownAccount);
    const target = await findTeamMember(db, caller.merchantId, id);
    if (!target) throw notFound(SUB_USER_MESSAGES.notFound);
    if (!canManageRole(caller, target.role)) throw forbidden(ACCESS_DENIED);
    return target;
  }

  /**
   * A manager's change leaves the sub-user without verified 2FA (removed, or a method to enrol
   * anew): under the team's 2FA requirement (issue 28) its sessions end with it, as at switch-on.
   */
  async function signOutUnderTeam2fa(caller: AuthUser, targetId: string): Promise<void> {
    if (!(await teamRequires2fa(db, caller.merchantId))) return;
    await endUserSessions(db, targetId);
    realtime.disconnectUser(targetId);
  }

  async function assertEmailFree(email: string, exceptId?: string): Promise<void> {
    const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2', [
      email,
      exceptId ?? null,
    ]);
    if (rows.length > 0) throw conflict(SUB_USER_MESSAGES.emailExists);
  }

  /**
   * After an email change the old address is told, and what was granted to whoever held the
   * account until now ends: its sessions, and the reset links and codes mailed to the old address.
   */
  async function endAccessByOldAddress(tx: Queryable, target: SubUserRow, newEmail: string): Promise<void> {
    await endUserSessions(tx, target.id);
    await tx.query('UPDATE one_time_codes SET consumed_at = now() WHERE user_id = $1 AND consumed_at IS NULL', [target.id]);
    const t = await mailMessages(tx, target);
    await mailer.send(tx, { to: target.email, subject: t.emailChangedSubject, text: t.emailChangedText(target.name, target.email, newEmail) });
  }

  /** Two requests racing past the check meet the unique index instead. */
  function rethrowDuplicate(error: unknown): never {
    if (isUniqueViolation(error)) throw conflict(SUB_USER_MESSAGES.emailExists);
    throw error;
  }

  app.get('/subusers', { config: MANAGE }, async (request) => {
    const caller = currentUser(request);
    const { rows } = await db.query<SubUserRow>(
      `SELECT ${SUB_USER_COLUMNS} FROM users WHERE parent_user_id = $1 AND id <> $2 ORDER BY created_at DESC, id DESC`,
      [caller.merchantId, caller.id],
    );
    return { success: true, message: 'Sub-users fetched', data: rows.map(toSubUser) };
  });

  app.post('/subusers', { config: MANAGE, schema: { body: CreateSubUserRequest } }, async (request) => {
    const caller = currentUser(request);
    const { email, name, role, password } = request.body;
    if (!canManageRole(caller, role)) throw forbidden(SUB_USER_MESSAGES.roleNotAllowed);
    await assertEmailFree(email);
    const passwordHash = await hashPassword(password, scryptParamsFor(config));
    const { rows } = await db
      .query<SubUserRow>(
        `INSERT INTO users (email, name, password_hash, role, parent_user_id) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${SUB_USER_COLUMNS}`,
        [email, name, passwordHash, role, caller.merchantId],
      )
      .catch(rethrowDuplicate);
    await recordActivity(db, request, { actorId: caller.id, type: 'subuser.created', target: userTarget(rows[0]), details: { name, role } });
    return { success: true, message: SUB_USER_MESSAGES.created, data: toSubUser(rows[0]) };
  });

  app.put('/subusers/:id', { config: MANAGE, schema: { params: IdParams, body: UpdateSubUserRequest } }, async (request) => {
    const caller = currentUser(request);
    const target = await manageableTarget(caller, request.params.id);
    const body = request.body;

    if (body.password !== undefined) {
      // 001 section 6: changing a sub-user's password needs change-password as well.
      if (!hasPermission(caller, 'change-password')) throw forbidden(ACCESS_DENIED);
      const passwordHash = await hashPassword(body.password, scryptParamsFor(config));
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1', [
          target.id,
          passwordHash,
        ]);
        await endUserSessions(tx, target.id);
      });
      realtime.disconnectUser(target.id);
      await recordActivity(db, request, { actorId: caller.id, type: 'subuser.password_set', target: userTarget(target) });
      return { success: true, message: SUB_USER_MESSAGES.passwordUpdated, data: null };
    }

    const { name, email, role } = body;
    if (!name || !email || !role) throw badRequest('name, email and role are required');
    if (!canManageRole(caller, role)) throw forbidden(SUB_USER_MESSAGES.roleNotAllowed);
    // A new address receives the next reset link, so it hands over the account like a new password.
    const emailChanged = email !== target.email.toLowerCase();
    if (emailChanged && !hasPermission(caller, 'change-password')) throw forbidden(ACCESS_DENIED);
    await assertEmailFree(email, target.id);
    const { rows } = await db
      .transaction(async (tx) => {
        const updated = await tx.query<SubUserRow>(
          `UPDATE users SET name = $2, email = $3, role = $4, updated_at = now() WHERE id = $1 RETURNING ${SUB_USER_COLUMNS}`,
          [target.id, name, email, role],
        );
        if (emailChanged) await endAccessByOldAddress(tx, target, email);
        return updated;
      })
      .catch(rethrowDuplicate);
    if (emailChanged) realtime.disconnectUser(target.id);
    else if (role !== target.role) realtime.recheckUser(target.id);
    await recordActivity(db, request, {
      actorId: caller.id,
      type: 'subuser.edited',
      target: userTarget(rows[0]),
      details: { before: { name: target.name, email: target.email, role: target.role }, after: { name, email, role } },
    });
    return { success: true, message: SUB_USER_MESSAGES.updated, data: toSubUser(rows[0]) };
  });

  app.patch(
    '/subusers/:id/status',
    { config: MANAGE, schema: { params: IdParams, body: SubUserStatusRequest } },
    async (request) => {
      const caller = currentUser(request);
      const target = await manageableTarget(caller, request.params.id);
      const { status } = request.body;
      const { rows } = await db.transaction(async (tx) => {
        const updated = await tx.query<SubUserRow>(
          `UPDATE users SET status = $2, updated_at = now() WHERE id = $1 RETURNING ${SUB_USER_COLUMNS}`,
          [target.id, status],
        );
        // A blocked or inactive user's sessions end at once, not at their next expiry.
        if (status !== 'active') await endUserSessions(tx, target.id);
        return updated;
      });
      if (status !== 'active') realtime.disconnectUser(target.id);
      await recordActivity(db, request, {
        actorId: caller.id,
        type: 'subuser.status_changed',
        target: userTarget(target),
        details: { from: target.status, to: status },
      });
      return { success: true, message: SUB_USER_MESSAGES.statusUpdated, data: toSubUser(rows[0]) };
    },
  );

  app.post(
    '/subusers/:id/toggle-2fa',
    { config: MANAGE, schema: { params: IdParams, body: SubUserToggle2faRequest } },
    async (request) => {
      const caller = currentUser(request);
      const target = await manageableTarget(caller, request.params.id);
      const { enable, type2FA } = request.body;
      if (enable === 'true' && !type2FA) {
        throw badRequest('type2FA: is required to enable 2FA', [{ path: 'type2FA', message: 'is required to enable 2FA' }]);
      }
      // Enabled by a manager means pending: the user's next sign-in makes them enrol it (scan the
      // new secret, or enter an emailed code) before any session (routes/auth.ts, issue 12).
      const { rows } = await db.query<SubUserRow>(
        `UPDATE users SET two_factor_enabled = $2, two_factor_type = $3, two_factor_verified = false,
                two_factor_secret_encrypted = NULL, two_factor_last_step = NULL, updated_at = now()
          WHERE id = $1 RETURNING ${SUB_USER_COLUMNS}`,
        [target.id, enable === 'true', enable === 'true' ? type2FA : null],
      );
      await recordActivity(db, request, {
        actorId: caller.id,
        type: enable === 'true' ? 'subuser.two_factor_required' : 'subuser.two_factor_removed',
        target: userTarget(target),
        details: enable === 'true' ? { type: type2FA } : {},
      });
      await signOutUnderTeam2fa(caller, target.id);
      const message = enable === 'true' ? SUB_USER_MESSAGES.twoFactorEnabled : SUB_USER_MESSAGES.twoFactorDisabled;
      return { success: true, message, data: toSubUser(rows[0]) };
    },
  );

  app.delete('/subusers/2fa/:id', { config: MANAGE, schema: { params: IdParams } }, async (request) => {
    const caller = currentUser(request);
    const target = await manageableTarget(caller, request.params.id);
    const { rows } = await db.query<SubUserRow>(
      `UPDATE users SET two_factor_enabled = false, two_factor_type = NULL, two_factor_verified = false,
              two_factor_secret_encrypted = NULL, two_factor_last_step = NULL, updated_at = now()
        WHERE id = $1 RETURNING ${SUB_USER_COLUMNS}`,
      [target.id],
    );
    await signOutUnderTeam2fa(caller, target.id);
    await recordActivity(db, request, { actorId: caller.id, type: 'subuser.two_factor_removed', target: userTarget(target) });
    return { success: true, message: SUB_USER_MESSAGES.twoFactorRemoved, data: toSubUser(rows[0]) };
  });

  app.delete('/subusers/:id', { config: MANAGE, schema: { params: IdParams } }, async (request) => {
    const caller = currentUser(request);
    const target = await manageableTarget(caller, request.params.id);
    // Sessions, codes and challenges go with the row (ON DELETE CASCADE).
    await db.query('DELETE FROM users WHERE id = $1', [target.id]);
    realtime.disconnectUser(target.id);
    await recordActivity(db, request, { actorId: caller.id, type: 'subuser.deleted', target: userTarget(target), details: { role: target.role } });
    return { success: true, message: SUB_USER_MESSAGES.deleted, data: null };
  });
}
