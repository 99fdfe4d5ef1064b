import type { FastifyRequest } from 'fastify';
import type { ActivityEventType } from '../../contract/activity';
import type { Queryable } from '../db/types';
import type { ProfileRow } from '../routes/profile';
import { recordActivity } from './record';

/** Which event a change of each profile column is (the Settings tabs: profile, automation, timer). */
const GROUPS: Record<Exclude<keyof ProfileRow, 'email'>, ActivityEventType> = {
  name: 'profile.changed',
  company_name: 'profile.changed',
  licence_no: 'profile.changed',
  phone_no: 'profile.changed',
  country: 'profile.changed',
  logo_updated_at: 'profile.changed',
  auto_withdraw: 'automation.changed',
  auto_payout: 'automation.changed',
  max_auto_withdraw_amount: 'automation.changed',
  transaction_timer: 'timer.changed',
};

const FIELD_NAMES: Record<keyof typeof GROUPS, string> = {
  name: 'name',
  company_name: 'companyName',
  licence_no: 'licenceNo',
  phone_no: 'phoneNo',
  country: 'country',
  logo_updated_at: 'logo',
  auto_withdraw: 'autoWithdraw',
  auto_payout: 'autoPayout',
  max_auto_withdraw_amount: 'maxAutoWithdrawAmount',
  transaction_timer: 'transactionTimer',
};

const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : value);
/** The logo is recorded as changed, not as its timestamps. */
const shown = (column: string, value: unknown) => (column === 'logo_updated_at' ? value !== null : value);

/**
 * One record per kind of change a PUT /merchant/profile made (profile, automation, timer), each
 * with the fields that changed, from and to. A save that changed nothing records nothing.
 */
export async function recordProfileChanges(
  db: Queryable,
  request: FastifyRequest,
  actor: { id: string; merchantId: string },
  before: ProfileRow,
  after: ProfileRow,
): Promise<void> {
  const changes = new Map<ActivityEventType, Record<string, { from: unknown; to: unknown }>>();
  for (const column of Object.keys(GROUPS) as (keyof typeof GROUPS)[]) {
    if (comparable(before[column]) === comparable(after[column])) continue;
    const type = GROUPS[column];
    const fields = changes.get(type) ?? {};
    fields[FIELD_NAMES[column]] = { from: shown(column, before[column]), to: shown(column, after[column]) };
    changes.set(type, fields);
  }
  for (const [type, fields] of changes) {
    await recordActivity(db, request, { actorId: actor.id, type, target: { type: 'merchant', id: actor.merchantId }, details: { changes: fields } });
  }
}
