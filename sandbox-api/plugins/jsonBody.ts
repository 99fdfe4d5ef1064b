import type { FastifyError } from 'fastify';
import { MESSAGES } from './errors';
import type { App } from './zod';

/**
 * JSON bodies: an empty body counts as no body (clients post `generate-2fa-code` without one), a
 * malformed one is a 400, and `__proto__`/`constructor` keys are dropped so a body can never reach
 * an object's prototype.
 */
function dropPrototypeKeys(key: string, value: unknown): unknown {
  return key === '__proto__' || key === 'constructor' ? undefined : value;
}

export function installJsonBodyParser(app: App, bodyLimit: number): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, dropPrototypeKeys));
    } catch {
      const error = new Error(MESSAGES.malformedJson) as FastifyError;
      Object.assign(error, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      done(error, undefined);
    }
  });
}
