import { PAYMENT_LINK_MESSAGES } from '../../contract/paymentLinks';
import { notFound } from '../lib/httpErrors';
import { payPageLogoPath } from '../paymentLinks/hostedPage';
import { payPageLogo } from '../paymentLinks/payPageMerchant';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { IdParams, isUuid } from './params';

/** A day: the page links the logo by its version, so a new logo is a new URL; the ETag revalidates it after. */
const LOGO_CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /pay/{id}/logo: the logo of the link's merchant, for the hosted payment page, outside /api
 * like the page. Public like the page, and cached by the payer's browser instead of inlined into
 * every view.
 */
export async function payPageLogoRoutes(app: App, { db }: Services): Promise<void> {
  app.get(payPageLogoPath(':id'), { config: { auth: 'public' }, schema: { params: IdParams } }, async (request, reply) => {
    const logo = isUuid(request.params.id) ? await payPageLogo(db, request.params.id) : null;
    if (!logo) throw notFound(PAYMENT_LINK_MESSAGES.notFound);
    const etag = `"${logo.version}"`;
    reply.type(logo.type).header('etag', etag).header('cache-control', LOGO_CACHE_CONTROL).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(logo.bytes);
  });
}
