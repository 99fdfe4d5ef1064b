import { QueryClient, type DefaultError, type DefaultedQueryObserverOptions, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { storedAuthAnswers } from '../authProvider';
import { isHttpError } from '../dataProvider/httpClient';

/** A stored session's answer to one of react-admin's auth queries (ra-core 5's keys), or undefined to ask the authProvider. */
function storedAnswer([scope, call, params]: QueryKey): unknown {
  if (scope !== 'auth') return undefined;
  const stored = storedAuthAnswers();
  if (call === 'getPermissions') return stored?.permissions;
  if (call === 'getIdentity') return stored?.identity;
  const { resource, action, recordId } = (params ?? {}) as { resource?: unknown; action?: unknown; recordId?: unknown };
  // A question about a record needs the record, which the key does not hold.
  if (call !== 'canAccess' || recordId !== undefined || typeof resource !== 'string' || typeof action !== 'string') return undefined;
  return stored?.canAccess(resource, action);
}

/**
 * react-query's client for react-admin. react-query's default retries a failed read 3 times over 7 s;
 * a 4xx is the gateway's answer, not a glitch: retried, a refused session's read would show its
 * loading state instead of its message.
 *
 * Issue 27: ra-core asks the authProvider for permissions, identity and access through react-query,
 * which answers a render later even when the answer is known. Every screen's gate then painted
 * 'Checking permissions...' first, and the screen itself came in a second render, a long task after
 * the first paint. A new auth query starts with a stored session's answer instead; it is asked again
 * as usual, and the answer is the same.
 */
export class GatewayQueryClient extends QueryClient {
  constructor() {
    super({ defaultOptions: { queries: { retry: (failures, error) => failures < 3 && !(isHttpError(error) && error.status >= 400 && error.status < 500) } } });
  }

  override defaultQueryOptions<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryData = TQueryFnData, TQueryKey extends QueryKey = QueryKey, TPageParam = never>(
    options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam> | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    // Only a query about to be made takes initial data; the storage is not read on every render. A disabled one is not
    // asked at all (a controller's own access check under disableAuthentication), and useRequireAccess acts on its data.
    if (defaulted.enabled === false || defaulted.initialData !== undefined || this.getQueryCache().get(defaulted.queryHash)) return defaulted;
    const answer = storedAnswer(defaulted.queryKey);
    return answer === undefined ? defaulted : { ...defaulted, initialData: answer as TQueryData };
  }
}
