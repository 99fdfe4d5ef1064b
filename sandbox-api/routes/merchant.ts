import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isAdminRole, type ApiCredentialsBody, type MerchantBody, type MerchantProfile } from '../../contract/credentials';
import { hasPermission } from '../../contract/permissions';
import type { AuthUser } from '../auth/sessions';
import type { Queryable } from '../db/types';
import { forbidden, notFound } from '../lib/httpErrors';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { isUuid } from './params';

const UserParams = z.object({ userId: z.string().max(100) });

interface MerchantRow {
  user_id: string;
  merchant_id: string;
  name: string;
  email: string;
  company_name: string | null;
  licence_no: string | null;
  phone_no: string | null;
  country: string | null;
  logo_mime: string | null;
  logo_updated_at: Date | null;
  auto_withdraw: boolean;
  auto_payout: boolean;
  max_auto_withdraw_amount: string;
  transaction_timer: number;
  api_key: string;
  api_secret_encrypted: string;
}

/** A user and the merchant it works for: itself when main, its parent when a sub-user. */
async function merchantOfUser(db: Queryable, userId: string): Promise<MerchantRow | null> {
  if (!isUuid(userId)) return null;
  const { rows } = await db.query<MerchantRow>(
    `SELECT u.id AS user_id, m.id AS merchant_id, owner.name, owner.email, m.company_name, m.licence_no, m.phone_no,
            m.country, m.logo_mime, m.logo_updated_at, m.auto_withdraw, m.auto_payout, m.max_auto_withdraw_amount::text,
            m.transaction_timer, m.api_key, m.api_secret_encrypted
       FROM users u
       JOIN merchants m ON m.id = COALESCE(u.parent_user_id, u.id)
       JOIN users owner ON owner.id = m.id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

function toProfile(row: MerchantRow): MerchantProfile {
  return {
    _id: row.merchant_id,
    userId: row.user_id,
    merchantId: row.merchant_id,
    name: row.name,
    email: row.email,
    companyName: row.company_name,
    licenceNo: row.licence_no,
    phoneNo: row.phone_no,
    country: row.country,
    logo: row.logo_updated_at ? `/api/merchant/${row.user_id}/logo?v=${row.logo_updated_at.getTime()}` : null,
    autoWithdraw: row.auto_withdraw,
    autoPayout: row.auto_payout,
    maxAutoWithdrawAmount: Number(row.max_auto_withdraw_amount),
    transactionTimer: row.transaction_timer,
  };
}

/**
 * The caller's own merchant record. A user may name itself or its merchant; any other id, of
 * another merchant or of nobody, answers 404 so that ids of others cannot even be confirmed.
 */
async function ownMerchant(db: Queryable, request: FastifyRequest & { params: { userId: string } }): Promise<MerchantRow> {
  const user: AuthUser = currentUser(request);
  const { userId } = request.params;
  if (userId !== user.id && userId !== user.merchantId) throw notFound('Merchant not found');
  const row = await merchantOfUser(db, user.id);
  if (!row) throw notFound('Merchant not found');
  return row;
}

/** The merchant record and API credentials (001 sections 2.3 and 7; 001 section 6 for the two paths). */
export async function merchantRoutes(app: App, { db, secrets }: Services): Promise<void> {
  app.get(
    '/merchant/:userId',
    { config: { auth: 'session' }, schema: { params: UserParams } },
    async (request): Promise<MerchantBody> => {
      const row = await ownMerchant(db, request);
      const body: MerchantBody = { success: true, message: 'Merchant fetched successfully', data: toProfile(row) };
      // The profile serves Settings for everyone; the credentials only a holder of api-credentials.
      // The spec's answer carries the secret; it is not recorded as a reveal: Settings and every
      // client of the spec read it on each visit. A reveal is POST /api/v2/credentials/reveal.
      if (!hasPermission(currentUser(request), 'api-credentials')) return body;
      return { ...body, apiKey: row.api_key, apiSecret: secrets.decrypt(row.api_secret_encrypted) };
    },
  );

  app.get('/merchant/:userId/logo', { config: { auth: 'session' }, schema: { params: UserParams } }, async (request, reply) => {
    const { merchant_id: merchantId } = await ownMerchant(db, request);
    const { rows } = await db.query<{ logo: Uint8Array | null; logo_mime: string | null }>(
      'SELECT logo, logo_mime FROM merchants WHERE id = $1',
      [merchantId],
    );
    const { logo, logo_mime: mime } = rows[0] ?? {};
    if (!logo || !mime) throw notFound('No logo');
    // nosniff: the stored type is the only one the browser may use for these bytes.
    return reply.type(mime).header('x-content-type-options', 'nosniff').send(Buffer.from(logo));
  });

  app.get(
    '/merchant/:userId/api-credentials',
    { config: { auth: 'session' }, schema: { params: UserParams } },
    async (request): Promise<ApiCredentialsBody> => {
      // The gateway's admins read any merchant's credentials here; merchant roles use /merchant/{userId}.
      if (!isAdminRole(currentUser(request).role)) throw forbidden(ACCESS_DENIED);
      const row = await merchantOfUser(db, request.params.userId);
      if (!row) throw notFound('Merchant not found');
      return {
        success: true,
        message: 'API credentials fetched successfully',
        data: {
          userId: row.user_id,
          apiKey: row.api_key,
          apiSecret: secrets.decrypt(row.api_secret_encrypted),
          transactionTimer: row.transaction_timer,
        },
      };
    },
  );
}
