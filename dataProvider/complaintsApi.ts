import type { HttpClient } from './httpClient';

/** The answer to a complaint, PUT /refund/merchant/{id} (001 section 7); the list is the refunds resource. */

export interface ComplaintAnswer {
  action: 'approve' | 'reject';
  status: 'resolved' | 'rejected';
  adminNotes: string;
}

export interface ComplaintsApi {
  /** Resolves to the gateway's message. */
  updateComplaint(id: string, answer: ComplaintAnswer): Promise<string | undefined>;
}

export function createComplaintsApi(http: HttpClient): ComplaintsApi {
  return {
    async updateComplaint(id, answer) {
      const { json } = await http<{ message?: string }>(`/refund/merchant/${encodeURIComponent(id)}`, { method: 'PUT', body: answer });
      return json?.message;
    },
  };
}
