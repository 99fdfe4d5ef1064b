import type { FastifyReply } from 'fastify';
import {
  PAYMENT_LINK_MESSAGES,
  PAYMENT_LINK_SESSION_PATH,
  PAYMENT_LINKS_PER_MINUTE,
  PaymentLinkRequest,
  SimulatePaymentBody,
} from '../../contract/paymentLinks';
import { countFirst, type Limit, type LimitKey } from '../auth/rateLimit';
import { notFound, tooManyRequests } from '../lib/httpErrors';
import { payerPageRoutes } from '../lib/payerPage';
import { requestOrigin } from '../lib/requestOrigin';
import { merchantOfApiKey } from '../paymentLinks/apiKeyAuth';
import { EXPIRY_SWEEP_MS, expireOverdueDeposits } from '../paymentLinks/expirySweep';
import { HOSTED_PAGE_SCRIPT, HOSTED_PAGE_SCRIPT_PATH, hostedPageHtml, notFoundPageHtml } from '../paymentLinks/hostedPage';
import { findPaymentLink } from '../paymentLinks/paymentLink';
import { payPageMerchant } from '../paymentLinks/payPageMerchant';
import { currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { confirmSimulatedDeposit, createSimulatedDeposit } from '../simulator/deposits';
import { IdParams } from './params';

/**
 * The sandbox payment-link service (DECISIONS.md section 5). Creating a link is an API call of
 * the merchant's server, authenticated with the API key and secret and the IP whitelist; the
 * sandbox adds the session path for the dashboard's holders of qr-code-generation, which applies
 * the caller's merchant's credentials on the server (the whitelist guards API access, not the
 * dashboard). Reading a link and, in sandbox mode, simulating its payment are the payer's side: public.
 */
export async function paymentLinkRoutes(app: App, services: Services): Promise<void> {
  const limitCreations = async (merchantId: string) => {
    const keys: LimitKey[] = [{ limit: CREATE_LIMIT, subject: merchantId }];
    // Counted first, in one statement: concurrent requests cannot all pass a check made before the count.
    try {
      await countFirst(services.db, keys);
    } catch {
      throw tooManyRequests(PAYMENT_LINK_MESSAGES.tooMany, CREATE_LIMIT.windowMs / 1000);
    }
  };

  // A link nobody looks at still expires on time, and the merchant's list shows it.
  const sweep = setInterval(() => {
    expireOverdueDeposits(services).catch((error: Error) => app.log.warn({ err: error }, 'expiry sweep of payment links failed'));
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** Both paths create the same link; they differ only in how the merchant is known. */
  const createLink = async (merchantId: string, body: PaymentLinkRequest, origin: string, reply: FastifyReply) => {
    await limitCreations(merchantId);
    const { amount, network, orderReference, description } = body;
    const deposit = await createSimulatedDeposit(services, merchantId, {
      amount: String(amount),
      network,
      referenceId: orderReference || null,
      description: description || 'Payment link',
    });
    const { link } = await findPaymentLink(services, deposit._id, origin);
    reply.code(201);
    return { success: true, message: PAYMENT_LINK_MESSAGES.created, data: link };
  };

  app.post('/payment-links', { config: { auth: 'public' }, schema: { body: PaymentLinkRequest } }, async (request, reply) => {
    const { merchantId } = await merchantOfApiKey(services.db, services.secrets, request, { sandbox: services.config.sandbox });
    return createLink(merchantId, request.body, requestOrigin(request, services.config), reply);
  });

  // The session path: the caller's merchant is the one whose credentials sign the link.
  app.post(
    PAYMENT_LINK_SESSION_PATH,
    { config: { auth: 'session', permission: 'qr-code-generation' }, schema: { body: PaymentLinkRequest } },
    async (request, reply) => createLink(currentUser(request).merchantId, request.body, requestOrigin(request, services.config), reply),
  );

  app.get('/pay/:id', { config: { auth: 'public' }, schema: { params: IdParams } }, async (request) => {
    const { link } = await findPaymentLink(services, request.params.id, requestOrigin(request, services.config));
    return { success: true, data: link };
  });

  app.post(
    '/pay/:id/simulate',
    { config: { auth: 'public', loopbackOnly: true }, schema: { params: IdParams, body: SimulatePaymentBody } },
    async (request) => {
      // Paying without a chain only exists in the sandbox.
      if (!services.config.sandbox) throw notFound();
      const { merchantId } = await findPaymentLink(services, request.params.id);
      await confirmSimulatedDeposit(services, merchantId, request.params.id, request.body.outcome);
      const { link } = await findPaymentLink(services, request.params.id, requestOrigin(request, services.config));
      return { success: true, message: 'Payment received', data: link };
    },
  );
}

/** Payment links per merchant, by either path (contract/paymentLinks.ts). */
const CREATE_LIMIT: Limit = { name: 'payment-link:merchant', max: PAYMENT_LINKS_PER_MINUTE, windowMs: 60_000 };

/** GET /pay/{id}: the hosted payment page (issue 12). */
export async function hostedPageRoutes(app: App, services: Services): Promise<void> {
  payerPageRoutes(app, {
    script: { path: HOSTED_PAGE_SCRIPT_PATH, source: HOSTED_PAGE_SCRIPT },
    path: '/pay/:id',
    notFoundHtml: notFoundPageHtml,
    render: async (request, id, language) => {
      const { link, merchantId } = await findPaymentLink(services, id, requestOrigin(request, services.config));
      return hostedPageHtml(link, await payPageMerchant(services.db, merchantId), Date.now(), language);
    },
  });
}
