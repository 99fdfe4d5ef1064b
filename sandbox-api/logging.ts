import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * The sandbox's log options (issue 8: no secret in logs). Fastify's request log lines carry the
 * method, URL and addresses but no headers or bodies; redaction is the second line of defence for
 * any object a handler or a library might log later: credentials are replaced wherever they sit,
 * at the top level or up to two levels down (req.headers.cookie, body.password, err.config.token).
 */

export const REDACTED = '[Redacted]';

/** Field and header names whose value is a credential, whatever object they appear in. */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'otp',
  'token',
  'resetToken',
  'secret',
  'apiSecret',
  'api_secret',
  'apiKey',
  'api_key',
  'sessionSecret',
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-api-secret',
];

/**
 * "code" is a one-time code in a request body or a message, but an error's code elsewhere
 * (FST_ERR_..., PostgreSQL's SQLSTATE), which the log needs; so it is redacted only where bodies
 * and messages sit.
 */
const CODE_PATHS = ['code', 'body.code', 'req.body.code', 'request.body.code', 'mail.code', 'payload.code'];

const member = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);

export const REDACT_PATHS: string[] = [
  ...SECRET_KEYS.flatMap((key) => [member(key).replace(/^\./, ''), `*${member(key)}`, `*.*${member(key)}`]),
  ...CODE_PATHS,
];

/** Query parameters that would carry a credential if a client ever put one in a URL. */
const SECRET_QUERY = /([?&](?:password|otp|code|token|reset_?token|secret|api_?secret|api_?key|sid)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Pino options for buildApp's `logger`; a test passes a stream to capture the output. */
export function loggerOptions(level: Config['logLevel'], stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      // Fastify's request, as its own serializer shows it but with the URL masked. Anything else
      // logged under `req` passes through to redaction.
      req: (request: LoggedRequest) =>
        typeof request?.url === 'string' && typeof request.method === 'string'
          ? { method: request.method, url: maskUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort }
          : request,
    },
    ...(stream ? { stream } : {}),
  } as LoggerOptions;
}
