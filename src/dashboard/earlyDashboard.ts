import { getToken, isSessionValid } from '../../authProvider/session';
import type { DashboardQuery } from '../../contract/dashboard';
import { createDashboardApi, type DashboardData } from '../../dataProvider/dashboardApi';
import { createHttpClient } from '../../dataProvider/httpClient';
import { config } from '../config';
import { readStore } from '../common/readStore';
import { DEFAULT_PERIOD_STATE, dashboardQuery, type PeriodState } from './periods';

/** Issue 27: the first GET /dashboard/merchant, sent by src/main.tsx as the app loads; a failed one is asked again. */
type Early = { key: string; promise: Promise<DashboardData>; data?: DashboardData };
let early: Early | null = null;

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
  const started: Early = { key: keyOf(query), promise };
  // Kept once in, for the screen's first render; a failure is handled here so that one nobody takes is no unhandled rejection.
  promise.then((data) => void (started.data = data), () => undefined);
  early = started;
  return true;
}

/**
 * How long the dashboard's answers stay fresh, whatever brought them (the early request or the screen's): the screen's
 * mount, and a redraw meanwhile, ask nothing more. Live events and Refresh ask at any age.
 */
export const DASHBOARD_FRESH_MS = 10_000;

/** The early request's promise for this query, once: later loads (Refresh, live events) ask anew. */
export function takeEarlyDashboard(query: DashboardQuery): Promise<DashboardData> | null {
  if (!early || early.key !== keyOf(query)) return null;
  const { promise } = early;
  early = null;
  return promise;
}

/** The early answer for this query if it is already in, once: the screen's first render then has its figures. */
export function takeEarlyAnswer(query: DashboardQuery | null): DashboardData | undefined {
  const data = query && early?.key === keyOf(query) ? early.data : undefined;
  if (data) early = null;
  return data;
}
