import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdParams } from '../routes/params';
import type { App } from '../plugins/zod';
import { messagesForBrowser } from '../i18n';
import type { PayerLanguage } from '../paymentLinks/hostedPage';
import { HttpError } from './httpErrors';

interface PayerPage {
  /** The page's own script (no inline script: the CSP allows 'self' only). */
  script: { path: string; source: string };
  /** The page's route, with one `:id`. */
  path: string;
  notFoundHtml: (language: PayerLanguage) => string;
  /** The page's HTML for `id` in the payer's language; a 404 HttpError shows notFoundHtml. */
  render: (request: FastifyRequest, id: string, language: PayerLanguage) => Promise<string>;
}

/**
 * A public page a payer opens in a browser, outside /api (the pay page, the payer refund's claim page):
 * its script, and its HTML, never cached, never JSON. An unknown id and a malformed one (not a UUID)
 * are both a page that does not exist, 404; other errors go to the app's handler. Its words follow
 * the payer's browser (Accept-Language, issue 30).
 */
export function payerPageRoutes(app: App, { script, path, notFoundHtml, render }: PayerPage): void {
  app.get(script.path, { config: { auth: 'public' } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script.source),
  );
  const languageOf = (request: FastifyRequest) => messagesForBrowser(request.headers['accept-language']);
  const page = (reply: FastifyReply, status: number, html: string, { language }: PayerLanguage) =>
    reply
      .code(status)
      .header('content-language', language)
      .header('vary', 'Accept-Language')
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  app.get(
    path,
    {
      config: { auth: 'public' },
      schema: { params: IdParams },
      errorHandler: (error, request, reply) => {
        const language = languageOf(request);
        if (error instanceof HttpError && error.statusCode === 404) return page(reply, 404, notFoundHtml(language), language);
        throw error;
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      return page(reply, 200, await render(request, request.params.id, language), language);
    },
  );
}
