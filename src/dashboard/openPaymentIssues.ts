import type { QueryClient } from '@tanstack/react-query';
import { storedAuthAnswers } from '../../authProvider';
import { getToken } from '../../authProvider/session';
import { PAYMENT_ISSUES_PATH, PAYMENT_ISSUES_RESOURCE, type PaymentIssueRecord } from '../../contract/paymentIssues';
import { createHttpClient } from '../../dataProvider/httpClient';
import { browserFetch, config } from '../config';
import { joinEarlyQuery, startEarlyQuery, type EarlyQuery } from '../common/earlyQuery';

/** The Needs attention card's question (issue 29): one open payment issue asked, the total read. */
export const OPEN_COUNT = { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: { status: 'open' } };

type OpenCount = { data: PaymentIssueRecord[]; total: number };
let early: EarlyQuery<OpenCount> | null = null;

/** ra-core 5's key of the card's useGetList: [resource, 'getList', { pagination, sort, filter, meta }]. */
const OPEN_COUNT_KEY = [PAYMENT_ISSUES_RESOURCE, 'getList', OPEN_COUNT];

/**
 * Issue 27: the count, asked beside the figures (by src/main.tsx on a signed-in visit to the dashboard, else as the
 * dashboard's first render), for those who may see it: it was the page's largest paint, a round trip after the first
 * render (and moved the cards below it). As ra-data-simple-rest asks and reads it (the total after the slash of
 * Content-Range): its provider, imported here, would move react-admin's modules between chunks (+2 KB for a signed-in
 * visit). A gateway without payment issues (404), or any failure, counts none, as the card does: it is not asked twice.
 */
export function startEarlyOpenCount(fetch = browserFetch): boolean {
  if (!storedAuthAnswers()?.canAccess(PAYMENT_ISSUES_RESOURCE, 'list')) return false;
  const { pagination, sort, filter } = OPEN_COUNT;
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify([0, pagination.perPage - 1]),
    sort: JSON.stringify([sort.field, sort.order]),
  });
  const none: OpenCount = { data: [], total: 0 };
  const promise = createHttpClient({ baseUrl: config.apiBase, fetch, getToken })<PaymentIssueRecord[]>(`${PAYMENT_ISSUES_PATH}?${query}`).then(
    ({ headers, json }) => {
      const total = Number(headers.get('content-range')?.split('/').pop());
      return Array.isArray(json) && Number.isInteger(total) ? { data: json, total } : none;
    },
    () => none,
  );
  early = startEarlyQuery(OPEN_COUNT_KEY, promise);
  return true;
}

/** The count's early request, started by its first asker: src/main.tsx, or the dashboard's first render on a visit that opened elsewhere. */
export function earlyOpenCount(): EarlyQuery<OpenCount> | null {
  if (!early) startEarlyOpenCount();
  return early;
}

/** The early request as the card's first answer (common/earlyQuery.ts): a count on its way is not asked twice. */
export const joinEarlyOpenCount = (queryClient: QueryClient) => joinEarlyQuery(queryClient, early, OPEN_COUNT_KEY);
