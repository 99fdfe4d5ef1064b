import type { Complaint, ComplaintSortField, ComplaintStatus } from '../contract/complaints';
import { PAGE_SIZES } from '../contract/constants';
import type { HttpClient } from './httpClient';

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

function complaint(row: Raw): Complaint {
  const withdrawal = (row.withdrawalId && typeof row.withdrawalId === 'object' ? row.withdrawalId : {}) as Raw;
  return {
    ...(row as unknown as Complaint),
    _id: String(row._id ?? row.id),
    withdrawalId: {
      ...(withdrawal as unknown as Complaint['withdrawalId']),
      amount: Number(withdrawal.amount ?? 0),
      status: String(withdrawal.status ?? ''),
      clientWallet: (withdrawal.clientWallet as string | null | undefined) ?? null,
    },
  };
}

export function createComplaintsApi(http: HttpClient): ComplaintsApi {
  return {
    async getComplaints({ page, search, status, sortBy = 'submittedAt', sortOrder = 'desc' }, signal) {
      const { json } = await http<{ data?: unknown; pagination?: { totalPages?: unknown } }>('/refund/merchant', {
        query: { page, limit: PAGE_SIZES.complaints, search, status: status === 'all' ? undefined : status, sortBy, sortOrder },
        signal,
      });
      if (!Array.isArray(json?.data)) throw new Error('The complaints answer carries no data list');
      const totalPages = Number(json.pagination?.totalPages ?? 1);
      return { rows: (json.data as Raw[]).map(complaint), totalPages: Number.isFinite(totalPages) && totalPages > 0 ? totalPages : 1 };
    },
    async updateComplaint(id, answer) {
      const { json } = await http<{ message?: string }>(`/refund/merchant/${encodeURIComponent(id)}`, { method: 'PUT', body: answer });
      return json?.message;
    },
  };
}
