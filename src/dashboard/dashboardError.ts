import { isHttpError, serverMessage } from '../../dataProvider/httpClient';

/**
 * The {message} of 'Error loading dashboard: {message}' (000 sections 2 and 8): the gateway's own
 * text (`message`, or `error` as the spec's response has it), 'Failed to fetch dashboard data'
 * for an answer that failed without one, else the status text ('HTTP error! status: 418').
 */
export function dashboardErrorMessage(error: unknown, failed: string): string {
  const fromServer = serverMessage(error) ?? gatewayError(error);
  if (fromServer) return fromServer;
  if (isHttpError(error) && error.status >= 200 && error.status < 300) return failed;
  return error instanceof Error && error.message ? error.message : failed;
}

function gatewayError(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const body = error.body as { error?: unknown } | null;
  return typeof body?.error === 'string' && body.error.trim() ? body.error : undefined;
}
