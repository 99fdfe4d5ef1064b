import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Issue 27: a screen's first request, sent before the screen is there (as the app or its chunk loads), for one query.
 * `settled`: the answer, or undefined for a failure (what the signed-in frame draws from, src/dashboard/DashboardFrame.tsx).
 */
export type EarlyQuery<T> = { key: string; promise: Promise<T>; settled: Promise<T | undefined>; answer?: T; joined?: boolean };

export function startEarlyQuery<T>(queryKey: QueryKey, promise: Promise<T>): EarlyQuery<T> {
  // Kept once in, for the screen's first render; a failure is handled here so that one nobody joins is no unhandled rejection.
  const settled = promise.then((answer) => (early.answer = answer), () => undefined);
  const early: EarlyQuery<T> = { key: JSON.stringify(queryKey), promise, settled };
  return early;
}

/**
 * The early request as the query's first answer, set before the query is made (in render, as react-query's
 * usePrefetchQuery does): its answer if already in, so the screen's first render has it; else the request on its way,
 * which the query's first fetch joins (react-query shares a fetch under way) instead of asking a second time. `ask`
 * asks again if it failed. Once: the screen's first render joins it or, asking for another key, leaves it unused.
 */
export function joinEarlyQuery<T>(queryClient: QueryClient, early: EarlyQuery<T> | null, queryKey: QueryKey, ask?: () => Promise<T>): void {
  if (!early || early.joined) return;
  early.joined = true;
  if (early.key !== JSON.stringify(queryKey) || queryClient.getQueryState(queryKey)) return;
  if (early.answer !== undefined) queryClient.setQueryData(queryKey, early.answer);
  else void queryClient.prefetchQuery({ queryKey, queryFn: () => (ask ? early.promise.catch(ask) : early.promise) });
}
