import { getToken, isSessionValid } from '../../authProvider/session';
import type { DashboardQuery } from '../../contract/dashboard';
import { createDashboardApi, type DashboardData } from '../../dataProvider/dashboardApi';
import { createHttpClient } from '../../dataProvider/httpClient';
import { config } from '../config';
import { readStore } from '../common/readStore';
import { DEFAULT_PERIOD_STATE, dashboardQuery, type PeriodState } from './periods';

/** Issue 27: the first GET /dashboard/merchant, sent by src/main.tsx as the app loads; a failed one is asked again. */
let early: { key: string; promise: Promise<DashboardData> } | null = null;

const DASHBOARD_PATHS = ['/', '/dashboard'];

/** Whether the hash route is the dashboard's (src/boot.ts keeps its own copy: it imports nothing). */
export const isDashboardPath = (path: string) => DASHBOARD_PATHS.includes(path);

const keyOf = (query: DashboardQuery) => JSON.stringify([query.filter, query.startDate ?? '', query.endDate ?? '']);

/** The period DashboardPage keeps in react-admin's localStorage store (key `dashboard.period`). */
function storedPeriod(storage: Pick<Storage, 'getItem'>): PeriodState {
  const value = readStore('dashboard.period', storage) as Partial<PeriodState> | null;
  return value && typeof value.period === 'string' ? { ...DEFAULT_PERIOD_STATE, ...value } : DEFAULT_PERIOD_STATE;
}

export function startEarlyDashboard({
  fetch,
  path,
  storage = window.localStorage,
}: {
  fetch: typeof window.fetch;
  path: string;
  storage?: Pick<Storage, 'getItem'>;
}): boolean {
  if (!isSessionValid() || !isDashboardPath(path)) return false;
  const query = dashboardQuery(storedPeriod(storage));
  if (!query) return false;
  const api = createDashboardApi(createHttpClient({ baseUrl: config.apiBase, fetch, getToken }));
  const promise = api.getMerchantDashboard(query);
  // Handled here so that an early failure nobody takes is no unhandled rejection.
  promise.catch(() => undefined);
  early = { key: keyOf(query), promise };
  return true;
}

/** The early request's promise for this query, once: later loads (Refresh, live events) ask anew. */
export function takeEarlyDashboard(query: DashboardQuery): Promise<DashboardData> | null {
  if (!early || early.key !== keyOf(query)) return null;
  const { promise } = early;
  early = null;
  return promise;
}
