/**
 * An error the API answers as-is: its status, its message (shown to the user) and optional
 * per-field errors and headers. Anything else that reaches the error handler is a 500 or a 503.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { errors?: { path: string; message: string }[]; headers?: Record<string, string>; reason?: string } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new HttpError(400, message, { errors });
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string, reason?: string) => new HttpError(403, message, { reason });
export const notFound = (message = 'Resource not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
