import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdParams } from '../routes/params';
import type { App } from '../plugins/zod';
import { HttpError } from './httpErrors';

interface PayerPage {
  /** The page's own script (no inline script: the CSP allows 'self' only). */
  script: { path: string; source: string };
  /** The page's route, with one `:id`. */
  path: string;
  notFoundHtml: () => string;
  /** The page's HTML for `id`; a 404 HttpError shows notFoundHtml. */
  render: (request: FastifyRequest, id: string) => Promise<string>;
}

/**
 * A public page a payer opens in a browser, outside /api (the pay page, the payer refund's claim page):
 * its script, and its HTML, never cached, never JSON. An unknown id and a malformed one (not a UUID)
 * are both a page that does not exist, 404; other errors go to the app's handler.
 */
export function payerPageRoutes(app: App, { script, path, notFoundHtml, render }: PayerPage): void {
  app.get(script.path, { config: { auth: 'public' } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script.source),
  );
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
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
      errorHandler: (error, _request, reply) => {
        if (error instanceof HttpError && error.statusCode === 404) return page(reply, 404, notFoundHtml());
        throw error;
      },
    },
    async (request, reply) => page(reply, 200, await render(request, request.params.id)),
  );
}
