import { getToken, isSessionValid } from '../../authProvider/session';
import type { DashboardQuery } from '../../contract/dashboard';
import { createDashboardApi, type DashboardData } from '../../dataProvider/dashboardApi';
import { createHttpClient } from '../../dataProvider/httpClient';
import { config } from '../config';
import { DEFAULT_PERIOD_STATE, dashboardQuery, type PeriodState } from './periods';

/** Issue 27: the first GET /dashboard/merchant, sent by src/main.tsx as the app loads; a failed one is asked again. */
let early: { key: string; promise: Promise<DashboardData>; answer?: DashboardData } | null = null;

const DASHBOARD_PATHS = ['/', '/dashboard'];

const keyOf = (query: DashboardQuery) => JSON.stringify([query.filter, query.startDate ?? '', query.endDate ?? '']);

/** The period DashboardPage keeps in react-admin's localStorage store (key `dashboard.period`). */
function storedPeriod(storage: Pick<Storage, 'getItem'>): PeriodState {
  try {
    const value = JSON.parse(storage.getItem('RaStore.dashboard.period') ?? 'null') as Partial<PeriodState> | null;
    return value && typeof value.period === 'string' ? { ...DEFAULT_PERIOD_STATE, ...value } : DEFAULT_PERIOD_STATE;
  } catch {
    return DEFAULT_PERIOD_STATE;
  }
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
  if (!isSessionValid() || !DASHBOARD_PATHS.includes(path)) return false;
  const query = dashboardQuery(storedPeriod(storage));
  if (!query) return false;
  const api = createDashboardApi(createHttpClient({ baseUrl: config.apiBase, fetch, getToken }));
  const request = { key: keyOf(query), promise: api.getMerchantDashboard(query) };
  // Handled here so that an early failure nobody takes is no unhandled rejection.
  request.promise.then((answer) => Object.assign(request, { answer }), () => undefined);
  early = request;
  return true;
}

/** The early request's answer if it is in, once: the screen's first render then shows the figures, not a loading state. */
export function takeEarlyAnswer(query: DashboardQuery): DashboardData | undefined {
  if (!early?.answer || early.key !== keyOf(query)) return undefined;
  const { answer } = early;
  early = null;
  return answer;
}

/** The early request's promise for this query, once: later loads (Refresh, live events) ask anew. */
export function takeEarlyDashboard(query: DashboardQuery): Promise<DashboardData> | null {
  if (!early || early.key !== keyOf(query)) return null;
  const { promise } = early;
  early = null;
  return promise;
}
