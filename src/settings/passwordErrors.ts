import { isHttpError, isNetworkError, serverMessage } from '../../dataProvider/httpClient';

export type PasswordFailure = 'current_incorrect' | 'session_expired' | 'network' | { message: string } | 'failed';

/**
 * The own-password error mapping of 001 section 8: a message about the current password being
 * incorrect or invalid, an ended session (the spec's 'Authentication failed', here any 401), a
 * network failure, else the server's message or the fallback.
 */
export function passwordFailure(error: unknown): PasswordFailure {
  if (isNetworkError(error)) return 'network';
  const message = serverMessage(error);
  if (message && /current password/i.test(message) && /incorrect|invalid/i.test(message)) return 'current_incorrect';
  if ((isHttpError(error) && error.status === 401) || message?.includes('Authentication failed')) return 'session_expired';
  return message ? { message } : 'failed';
}
