import type { QueryClient } from '@tanstack/react-query';
import { getToken, isSessionValid } from '../../authProvider/session';
import type { DashboardQuery } from '../../contract/dashboard';
import { createDashboardApi, type DashboardData } from '../../dataProvider/dashboardApi';
import { createHttpClient } from '../../dataProvider/httpClient';
import { config } from '../config';
import { joinEarlyQuery, startEarlyQuery, type EarlyQuery } from '../common/earlyQuery';
import { readStore } from '../common/readStore';
import { DEFAULT_PERIOD_STATE, dashboardQuery, type PeriodState } from './periods';

/** Issue 27: the first GET /dashboard/merchant, sent by src/main.tsx as the app loads, for the screen's query to join. */
let early: (EarlyQuery<DashboardData> & { query: DashboardQuery }) | null = null;

/** The early request and its period, for the signed-in frame to draw the figures from (DashboardFrame.tsx). */
export const earlyFigures = () => early;

/** The dashboard's answers in react-query's cache (Refresh and live events invalidate them all), and one period's. */
export const DASHBOARD_KEY = ['dashboard'];
export const dashboardKey = (query: DashboardQuery | null) => [...DASHBOARD_KEY, 'merchant', query];

const DASHBOARD_PATHS = ['/', '/dashboard'];

/** Whether the hash route is the dashboard's (src/boot.ts keeps its own copy: it imports nothing). */
export const isDashboardPath = (path: string) => DASHBOARD_PATHS.includes(path);

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
  // The same object (not a copy): the answer is set on it when it comes.
  early = Object.assign(startEarlyQuery(dashboardKey(query), api.getMerchantDashboard(query)), { query });
  return true;
}

/** The early request as the screen's first answer for its period (common/earlyQuery.ts); a failed one is asked again with `ask`. */
export const joinEarlyDashboard = (queryClient: QueryClient, query: DashboardQuery | null, ask: () => Promise<DashboardData>) =>
  joinEarlyQuery(queryClient, early, dashboardKey(query), ask);

/**
 * How long the dashboard's answers stay fresh, whatever brought them (the early request or the screen's): the screen's
 * mount, and a redraw meanwhile, ask nothing more. Live events and Refresh ask at any age.
 */
export const DASHBOARD_FRESH_MS = 10_000;
