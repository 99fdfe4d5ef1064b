import type { Network } from '../../contract/constants';
import { payoutAddressKey, type PayoutAddressListQuery, type PayoutAddressRecord } from '../../contract/payoutAddresses';
import { pagedList, type Page } from '../db/pagedList';
import type { Queryable } from '../db/types';
import { Where } from '../db/where';
import { isUuid } from '../routes/params';

/**
 * The payout_addresses table (issue 28, contract/payoutAddresses.ts). Every read sees only the
 * entries not removed; the status is the database clock against active_from, so a cooling-off
 * period ends without anyone writing anything.
 */
interface AddressRow {
  id: string;
  label: string;
  currency_type: Network;
  address: string;
  active: boolean;
  active_from: Date;
  created_by: string | null;
  created_by_email: string;
  created_at: Date;
}

const COLUMNS = `id, label, currency_type, address, active_from <= now() AS active, active_from, created_by, created_by_email, created_at`;

const SORT_COLUMNS: Record<PayoutAddressListQuery['sort'][0], string> = {
  createdAt: 'created_at',
  activeFrom: 'active_from',
  label: 'lower(label)',
  currencyType: 'currency_type',
};

function toRecord(row: AddressRow): PayoutAddressRecord {
  return {
    id: row.id,
    label: row.label,
    currencyType: row.currency_type,
    address: row.address,
    status: row.active ? 'active' : 'cooling_off',
    activeFrom: row.active_from.toISOString(),
    createdBy: { id: row.created_by, email: row.created_by_email },
    createdAt: row.created_at.toISOString(),
  };
}

export async function listPayoutAddresses(
  db: Queryable,
  merchantId: string,
  query: PayoutAddressListQuery,
): Promise<Page<PayoutAddressRecord>> {
  const where = new Where();
  where.conditions.push(`merchant_id = ${where.param(merchantId)}`, 'removed_at IS NULL');
  const { id, currencyType, status } = query.filter;
  where.anyOf('id', id, 'uuid');
  where.anyOf('currency_type', currencyType, 'text');
  if (status !== undefined) {
    const wanted: readonly string[] = typeof status === 'string' ? [status] : status;
    // Both statuses, or neither: no condition on the clock.
    if (wanted.includes('active') !== wanted.includes('cooling_off')) {
      where.conditions.push(wanted.includes('active') ? 'active_from <= now()' : 'active_from > now()');
    }
  }
  const source = {
    select: `SELECT ${COLUMNS} FROM payout_addresses`,
    countFrom: 'payout_addresses',
    where,
    sortColumns: SORT_COLUMNS,
    tiebreak: ['id'],
  };
  return pagedList(db, source, query, toRecord);
}

/** One entry of the merchant, or null (an unknown id, another merchant's, or removed). */
export async function findPayoutAddress(db: Queryable, merchantId: string, id: string): Promise<PayoutAddressRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM payout_addresses WHERE id = $1 AND merchant_id = $2 AND removed_at IS NULL`,
    [id, merchantId],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * Adds an entry, usable after `coolingOffHours`; null when the same address of that network is
 * already in the book (the caller names the entry that holds it).
 */
export async function insertPayoutAddress(
  db: Queryable,
  merchantId: string,
  entry: { label: string; currencyType: Network; address: string; coolingOffHours: number },
  by: { id: string; email: string },
): Promise<PayoutAddressRecord | null> {
  const { rows } = await db.query<AddressRow>(
    `INSERT INTO payout_addresses (merchant_id, label, currency_type, address, address_key, active_from, created_by, created_by_email)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6::int), $7, $8)
     ON CONFLICT (merchant_id, currency_type, address_key) WHERE removed_at IS NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [merchantId, entry.label, entry.currencyType, entry.address, payoutAddressKey(entry.currencyType, entry.address), entry.coolingOffHours, by.id, by.email],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The entry that holds this address of this network, cooling off or active. */
export async function findPayoutAddressOf(db: Queryable, merchantId: string, currencyType: Network, address: string): Promise<PayoutAddressRecord | null> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM payout_addresses WHERE merchant_id = $1 AND currency_type = $2 AND address_key = $3 AND removed_at IS NULL`,
    [merchantId, currencyType, payoutAddressKey(currencyType, address)],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Whether a payout goes to a known address: an entry whose cooling-off period has ended. */
export async function isKnownPayoutAddress(db: Queryable, merchantId: string, currencyType: Network, address: string): Promise<boolean> {
  return (await findPayoutAddressOf(db, merchantId, currencyType, address))?.status === 'active';
}

/** Removes an entry; null when there is none (the record is answered as it was). */
export async function removePayoutAddress(db: Queryable, merchantId: string, id: string, by: { id: string; email: string }): Promise<PayoutAddressRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<AddressRow>(
    `UPDATE payout_addresses SET removed_at = now(), removed_by = $3, removed_by_email = $4
      WHERE id = $1 AND merchant_id = $2 AND removed_at IS NULL RETURNING ${COLUMNS}`,
    [id, merchantId, by.id, by.email],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * Ends an entry's cooling-off period now (the sandbox's simulator); an active entry keeps its
 * date. `merchantId`: only if it is that merchant's.
 */
export async function endCoolingOff(db: Queryable, id: string, merchantId: string | null): Promise<PayoutAddressRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<AddressRow>(
    `UPDATE payout_addresses SET active_from = LEAST(active_from, now())
      WHERE id = $1 AND ($2::uuid IS NULL OR merchant_id = $2::uuid) AND removed_at IS NULL RETURNING ${COLUMNS}`,
    [id, merchantId],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}
