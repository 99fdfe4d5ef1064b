import { NETWORK_ERROR_STATUS, isHttpError } from '../../dataProvider/httpClient';

/** The list's own messages by failing status (001 section 8), as keys under app.transactions.errors. */
export type ListErrorKey = 'unauthorized' | 'forbidden' | 'not_found' | 'server' | 'network' | 'failed';

export function listErrorKey(error: unknown): ListErrorKey {
  if (!isHttpError(error)) return 'failed';
  if (error.status === NETWORK_ERROR_STATUS) return 'network';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'not_found';
  if (error.status >= 500) return 'server';
  return 'failed';
}
