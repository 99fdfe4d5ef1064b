import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ErrorBody } from '../../contract/http';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../lib/httpErrors';
import { drainRequestBody } from './drainBody';
import { describeZodError, type App } from './zod';

/**
 * One error handler and one not-found handler for the whole API. Every failure answers the
 * contract's error shape `{ success: false, message, errors? }` with a message a person can act on;
 * stack traces and driver messages stay in the log.
 */
export const MESSAGES = {
  malformedJson: 'Malformed JSON body',
  invalidUtf8: 'Malformed JSON body: it is not valid UTF-8',
  badUrl: 'Malformed URL: a path segment is not valid percent-encoding',
  paramTooLong: 'A path parameter is too long: the limit is 100 characters',
  bodyTooLarge: (limit: number) => `Request body is too large: the limit is ${Math.round(limit / 1024)} KB`,
  unsupportedMediaType: 'Unsupported content type: send the body as application/json',
  notFound: 'Resource not found.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  serverError: 'Server error. Please try again later.',
} as const;

function send(reply: FastifyReply, status: number, body: ErrorBody, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own 4xx errors (body parsing, content type) with their clear equivalents. */
function frameworkMessage(error: FastifyError, bodyLimit: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return MESSAGES.bodyTooLarge(bodyLimit);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return MESSAGES.unsupportedMediaType;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return MESSAGES.malformedJson;
    default:
      return error.message;
  }
}

const ROUTING_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES.paramTooLong,
};

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a malformed URL, a path parameter over
 * the router's length limit) answer the error shape too, instead of Fastify's default body that
 * echoes the whole path.
 */
export function answerRoutingError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message = ROUTING_MESSAGES[error.code];
  if (message) return send(reply, error.statusCode ?? 400, { success: false, message });
  request.log.error({ err: error }, 'routing error');
  return send(reply, 500, { success: false, message: MESSAGES.serverError });
}

export function installErrorHandlers(app: App, options: { bodyLimit: number }): void {
  app.setErrorHandler(async (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return send(reply, error.statusCode, { success: false, message: error.message, errors: error.extra.errors, reason: error.extra.reason }, error.extra.headers);
    }
    if (error instanceof z.ZodError) {
      const where = (error as { validationContext?: string }).validationContext;
      return send(reply, 400, { success: false, ...describeZodError(error, where) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, 503, { success: false, message: MESSAGES.unavailable }, { 'retry-after': '5' });
    }
    const status = (error as FastifyError).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // The client may still be sending the refused body: take it in first, so the 413 reaches it.
      if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') await drainRequestBody(request.raw);
      return send(reply, status, { success: false, message: frameworkMessage(error as FastifyError, options.bodyLimit) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { success: false, message: MESSAGES.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) return send(reply, 404, { success: false, message: MESSAGES.notFound });
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
