import { storedAuthAnswers } from '../../authProvider';
import { getToken } from '../../authProvider/session';
import { PAYMENT_ISSUES_PATH, PAYMENT_ISSUES_RESOURCE, type PaymentIssueRecord } from '../../contract/paymentIssues';
import { createHttpClient } from '../../dataProvider/httpClient';
import { browserFetch, config } from '../config';

/** The Needs attention card's question (issue 29): one open payment issue asked, the total read. */
export const OPEN_COUNT = { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: { status: 'open' } };

let early: { data: PaymentIssueRecord[]; total: number } | null = null;

/**
 * Issue 27: the count, asked as the dashboard's chunk loads (src/main.tsx preloads it), beside the figures, for those who
 * may see it: it was the page's largest paint, a round trip after the first render (and moved the cards below it). As
 * ra-data-simple-rest asks and reads it (the total after the slash of Content-Range): its provider, imported here, would
 * move react-admin's modules between chunks (+2 KB for a signed-in visit). A gateway without payment issues (404), or any
 * failure, counts none, as the card does: it is not asked twice.
 */
export function startEarlyOpenCount(fetch = browserFetch): boolean {
  if (!storedAuthAnswers()?.canAccess(PAYMENT_ISSUES_RESOURCE, 'list')) return false;
  const { pagination, sort, filter } = OPEN_COUNT;
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify([0, pagination.perPage - 1]),
    sort: JSON.stringify([sort.field, sort.order]),
  });
  const none = { data: [], total: 0 };
  createHttpClient({ baseUrl: config.apiBase, fetch, getToken })<PaymentIssueRecord[]>(`${PAYMENT_ISSUES_PATH}?${query}`).then(({ headers, json }) => {
    const total = Number(headers.get('content-range')?.split('/').pop());
    early = Array.isArray(json) && Number.isInteger(total) ? { data: json, total } : none;
  }, () => void (early = none));
  return true;
}

/** The early answer if it is already in, once (react-query's initialData). */
export function takeEarlyOpenCount() {
  const answer = early ?? undefined;
  early = null;
  return answer;
}
