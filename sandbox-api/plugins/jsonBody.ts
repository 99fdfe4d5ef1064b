import type { FastifyError } from 'fastify';
import { MESSAGES } from './errors';
import type { App } from './zod';

/**
 * JSON bodies: an empty body counts as no body (clients post `generate-2fa-code` without one), a
 * malformed one or one that is not UTF-8 (RFC 8259 section 8.1) is a 400, and
 * `__proto__`/`constructor` keys are dropped so a body can never reach an object's prototype.
 * Decoding strictly matters: a lenient decoder would turn stray bytes into U+FFFD and store them.
 */
function dropPrototypeKeys(key: string, value: unknown): unknown {
  return key === '__proto__' || key === 'constructor' ? undefined : value;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function parseError(message: string, code: string): FastifyError {
  return Object.assign(new Error(message), { statusCode: 400, code }) as FastifyError;
}

export function installJsonBodyParser(app: App, bodyLimit: number): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(parseError(MESSAGES.invalidUtf8, 'SANDBOX_INVALID_UTF8'), undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, dropPrototypeKeys));
    } catch {
      done(parseError(MESSAGES.malformedJson, 'FST_ERR_CTP_INVALID_JSON_BODY'), undefined);
    }
  });
}
