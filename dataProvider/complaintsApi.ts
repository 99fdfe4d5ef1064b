import type { Complaint, ComplaintSortField, ComplaintStatus } from '../contract/complaints';
import { PAGE_SIZES } from '../contract/constants';
import type { HttpClient } from './httpClient';
import { amount, idOf, isoDate, isRecord, listOf, pagesOf } from './shapes';

/** Complaints (001 section 7): GET /refund/merchant and PUT /refund/merchant/{id}. */

export interface ComplaintQuery {
  page: number;
  search?: string;
  status?: ComplaintStatus | 'all';
  sortBy?: ComplaintSortField;
  sortOrder?: 'asc' | 'desc';
}

export interface ComplaintPage {
  rows: Complaint[];
  totalPages: number;
}

export interface ComplaintAnswer {
  action: 'approve' | 'reject';
  status: 'resolved' | 'rejected';
  adminNotes: string;
}

export interface ComplaintsApi {
  getComplaints(query: ComplaintQuery, signal?: AbortSignal): Promise<ComplaintPage>;
  /** Resolves to the gateway's message. */
  updateComplaint(id: string, answer: ComplaintAnswer): Promise<string | undefined>;
}

type Raw = Record<string, unknown>;

export function adaptComplaint(row: Raw): Complaint {
  const withdrawal = (isRecord(row.withdrawalId) ? row.withdrawalId : {}) as Raw;
  return {
    ...(row as unknown as Complaint),
    _id: idOf(row) ?? '',
    submittedAt: isoDate(row.submittedAt ?? row.createdAt),
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
    withdrawalId: {
      ...(withdrawal as unknown as Complaint['withdrawalId']),
      amount: amount(withdrawal.amount),
      status: String(withdrawal.status ?? ''),
      clientWallet: (withdrawal.clientWallet as string | null | undefined) ?? null,
      _id: typeof row.withdrawalId === 'string' ? row.withdrawalId : (idOf(withdrawal) ?? ''),
      updatedAt: isoDate(withdrawal.updatedAt),
    },
  };
}

export function createComplaintsApi(http: HttpClient): ComplaintsApi {
  return {
    async getComplaints({ page, search, status, sortBy = 'submittedAt', sortOrder = 'desc' }, signal) {
      const { json } = await http('/refund/merchant', {
        query: { page, limit: PAGE_SIZES.complaints, search, status: status === 'all' ? undefined : status, sortBy, sortOrder },
        signal,
      });
      // data[] with pagination.totalPages (001 section 7), or the other list shapes.
      const list = listOf(json, 'complaints');
      return { rows: list.rows.map(adaptComplaint), totalPages: pagesOf(list) };
    },
    async updateComplaint(id, answer) {
      const { json } = await http<{ message?: string }>(`/refund/merchant/${encodeURIComponent(id)}`, { method: 'PUT', body: answer });
      return json?.message;
    },
  };
}
