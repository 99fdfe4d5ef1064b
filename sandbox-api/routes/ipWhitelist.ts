import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AddIpRequest, IP_MESSAGES, IpTypeQuery, UpdateIpRequest, type IpWhitelistEntry } from '../../contract/ipWhitelist';
import { recordActivity } from '../activity/record';
import type { Queryable } from '../db/types';
import { conflict, notFound } from '../lib/httpErrors';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';

const UserParams = z.object({ userId: z.string().max(100) });

interface IpRow {
  id: string;
  ip_address: string;
  type: 'server';
  status: IpWhitelistEntry['status'];
  created_at: Date;
}

/** The merchant the path names: the caller itself or its merchant; anyone else's id answers 404. */
function merchantOf(request: FastifyRequest & { params: { userId: string } }): string {
  const user = currentUser(request);
  if (request.params.userId !== user.id && request.params.userId !== user.merchantId) throw notFound('Merchant not found');
  return user.merchantId;
}

/** The whitelist without deleted entries (001 section 4: removal hides them). */
async function listOf(db: Queryable, merchantId: string) {
  const { rows } = await db.query<IpRow>(
    `SELECT id, ip_address, type, status, created_at FROM ip_whitelist
      WHERE merchant_id = $1 AND type = 'server' AND status <> 'deleted' ORDER BY created_at, id`,
    [merchantId],
  );
  return rows.map(
    (row): IpWhitelistEntry => ({ _id: row.id, ipAddress: row.ip_address, type: row.type, status: row.status, createdAt: row.created_at.toISOString() }),
  );
}

/**
 * The server IP whitelist (001 sections 2.8 and 7). Reading is open to the merchant's team (the
 * Settings banner shows whether API access works); changing it governs API access, so it needs
 * api-credentials. Each change answers the updated list.
 */
export async function ipWhitelistRoutes(app: App, { db }: Services): Promise<void> {
  app.get(
    '/ip-whitelist/:userId',
    { config: { auth: 'session' }, schema: { params: UserParams, querystring: IpTypeQuery } },
    async (request) => ({ success: true, message: 'IP whitelist fetched', data: await listOf(db, merchantOf(request)) }),
  );

  app.post(
    '/ip-whitelist/:userId/add',
    { config: { auth: 'session', permission: 'api-credentials' }, schema: { params: UserParams, body: AddIpRequest } },
    async (request) => {
      const merchantId = merchantOf(request);
      const { ip, type } = request.body;
      // Adding an address that was removed brings it back as active; one still listed (active or
      // blocked) is a 409 that says so, and changes nothing.
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO ip_whitelist (merchant_id, ip_address, type, status) VALUES ($1, $2, $3, 'active')
         ON CONFLICT (merchant_id, type, ip_address) DO UPDATE SET status = 'active', updated_at = now()
           WHERE ip_whitelist.status = 'deleted'
         RETURNING id`,
        [merchantId, ip, type],
      );
      if (rows.length === 0) {
        const listed = await db.query<{ status: string }>(
          'SELECT status FROM ip_whitelist WHERE merchant_id = $1 AND type = $2 AND ip_address = $3',
          [merchantId, type, ip],
        );
        throw conflict(listed.rows[0]?.status === 'blocked' ? IP_MESSAGES.alreadyBlocked(ip) : IP_MESSAGES.alreadyListed(ip));
      }
      await recordActivity(db, request, {
        actorId: currentUser(request).id,
        type: 'ip_whitelist.changed',
        target: { type: 'ip', id: ip, label: ip },
        details: { action: 'added' },
      });
      return { success: true, message: 'Server IP added successfully', data: await listOf(db, merchantId) };
    },
  );

  app.post(
    '/ip-whitelist/:userId/update',
    { config: { auth: 'session', permission: 'api-credentials' }, schema: { params: UserParams, body: UpdateIpRequest } },
    async (request) => {
      const merchantId = merchantOf(request);
      const { ip, type, status } = request.body;
      const { rowCount } = await db.query(
        `UPDATE ip_whitelist SET status = $4, updated_at = now()
          WHERE merchant_id = $1 AND ip_address = $2 AND type = $3 AND status <> 'deleted'`,
        [merchantId, ip, type, status],
      );
      if (rowCount === 0) throw notFound(IP_MESSAGES.notFound);
      await recordActivity(db, request, {
        actorId: currentUser(request).id,
        type: 'ip_whitelist.changed',
        target: { type: 'ip', id: ip, label: ip },
        details: { action: status === 'deleted' ? 'removed' : status === 'blocked' ? 'blocked' : 'reactivated' },
      });
      return { success: true, message: 'Server IP updated successfully', data: await listOf(db, merchantId) };
    },
  );
}
