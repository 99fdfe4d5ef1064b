import fastifyMultipart from '@fastify/multipart';
import { isMainUser } from '../../contract/permissions';
import { PROFILE_MESSAGES, ProfileFields } from '../../contract/profile';
import { recordProfileChanges } from '../activity/profileChanges';
import { badRequest, forbidden } from '../lib/httpErrors';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import { describeZodError } from '../plugins/zod';
import { MULTIPART_LIMITS, readProfileForm } from '../profile/readProfileForm';
import type { Queryable } from '../db/types';
import type { Services } from '../services';

export interface ProfileRow {
  name: string;
  email: string;
  company_name: string | null;
  licence_no: string | null;
  phone_no: string | null;
  country: string | null;
  auto_withdraw: boolean;
  auto_payout: boolean;
  max_auto_withdraw_amount: string;
  transaction_timer: number;
  logo_updated_at: Date | null;
}

async function readProfile(db: Queryable, merchantId: string): Promise<ProfileRow> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT u.name, u.email, m.company_name, m.licence_no, m.phone_no, m.country, m.auto_withdraw, m.auto_payout,
            m.max_auto_withdraw_amount::text, m.transaction_timer, m.logo_updated_at
       FROM merchants m JOIN users u ON u.id = m.id WHERE m.id = $1`,
    [merchantId],
  );
  return rows[0];
}

/** merchants column of each settable field. */
const COLUMNS = {
  companyName: 'company_name',
  licenceNo: 'licence_no',
  phoneNo: 'phone_no',
  country: 'country',
  autoWithdraw: 'auto_withdraw',
  autoPayout: 'auto_payout',
  transactionTimer: 'transaction_timer',
  maxAutoWithdrawAmount: 'max_auto_withdraw_amount',
} as const;

/**
 * PUT /merchant/profile (001 sections 2.8 and 7): the profile form (fields, logo or logoRemoved)
 * or one automation field. The merchant account belongs to the main merchant, so only it may
 * change it; sub-users read it through GET /merchant/{userId}. Multipart is registered in this
 * route's own scope, so no other route accepts file uploads.
 */
export async function profileRoutes(app: App, { db }: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

    scope.put('/merchant/profile', { config: { auth: 'session' } }, async (request) => {
      const caller = currentUser(request);
      if (!isMainUser(caller)) throw forbidden(PROFILE_MESSAGES.mainOnly);
      const form = await readProfileForm(request);
      const parsed = ProfileFields.safeParse(form.fields);
      if (!parsed.success) {
        const { message, errors } = describeZodError(parsed.error);
        throw badRequest(message, errors);
      }
      const fields = parsed.data;

      const sets: string[] = [];
      const values: unknown[] = [caller.merchantId];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      for (const [key, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
        const value = fields[key];
        if (value === undefined) continue;
        set(column, key === 'autoWithdraw' || key === 'autoPayout' ? value === 'true' : value);
      }
      if (form.logo) {
        set('logo', form.logo.bytes);
        set('logo_mime', form.logo.mime);
        sets.push('logo_updated_at = now()');
      } else if (fields.logoRemoved) {
        sets.push('logo = NULL', 'logo_mime = NULL', 'logo_updated_at = NULL');
      }

      const before = await readProfile(db, caller.merchantId);
      await db.transaction(async (tx) => {
        if (sets.length > 0) await tx.query(`UPDATE merchants SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
        if (fields.name) await tx.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1', [caller.merchantId, fields.name]);
      });

      const row = await readProfile(db, caller.merchantId);
      await recordProfileChanges(db, request, caller, before, row);
      return {
        success: true,
        message: PROFILE_MESSAGES.updated,
        data: {
          name: row.name,
          email: row.email,
          companyName: row.company_name,
          licenceNo: row.licence_no,
          phoneNo: row.phone_no,
          country: row.country,
          // Served by GET /merchant/{userId}/logo (merchant routes).
          logo: row.logo_updated_at ? `/api/merchant/${caller.id}/logo?v=${row.logo_updated_at.getTime()}` : null,
          autoWithdraw: row.auto_withdraw,
          autoPayout: row.auto_payout,
          maxAutoWithdrawAmount: Number(row.max_auto_withdraw_amount),
          transactionTimer: row.transaction_timer,
        },
      };
    });
  });
}
