import type { Complaint, ComplaintListQuery, ComplaintSortField } from '../../contract/complaints';
import type { Queryable } from '../db/types';
import { COMPLAINT_COLUMNS, toComplaint, type ComplaintRow } from './complaintRows';

const ORDER_COLUMNS: Record<ComplaintSortField, string> = {
  submittedAt: 'c.submitted_at',
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
  amount: 't.amount',
  status: 'c.status',
  title: 'c.title',
};

/** LIKE treats % and _ as wildcards; a merchant searching for "50%" means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface ComplaintPage {
  rows: Complaint[];
  total: number;
}

/**
 * One page of the merchant's complaints. Search looks in the title, the withdrawal's transaction
 * id and its wallet; the sort column comes from a fixed map, never from the query text.
 */
export async function listComplaints(db: Queryable, merchantId: string, query: ComplaintListQuery): Promise<ComplaintPage> {
  const params: unknown[] = [merchantId];
  let where = 'c.merchant_id = $1';
  if (query.status && query.status !== 'all') {
    params.push(query.status);
    where += ` AND c.status = $${params.length}`;
  }
  if (query.search) {
    params.push(likePattern(query.search));
    const p = `$${params.length}`;
    where += ` AND (c.title ILIKE ${p} OR t.transaction_id ILIKE ${p} OR t.client_wallet ILIKE ${p})`;
  }
  const direction = query.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const from = 'FROM complaints c JOIN transactions t ON t.id = c.withdrawal_id';
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} WHERE ${where}`, params),
    db.query<ComplaintRow>(
      `SELECT ${COMPLAINT_COLUMNS} ${from} WHERE ${where}
        ORDER BY ${ORDER_COLUMNS[query.sortBy]} ${direction}, c.id ${direction}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    ),
  ]);
  return { rows: rows.map(toComplaint), total: counted[0].total };
}
