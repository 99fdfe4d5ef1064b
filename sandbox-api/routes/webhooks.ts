import {
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WEBHOOK_DELIVERIES_PATH,
  WEBHOOK_DELIVERIES_RESOURCE,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOKS_PATH,
  WEBHOOKS_RESOURCE,
  WebhookDeliveryListQuery,
  WebhookListQuery,
  type CreatedWebhookEndpoint,
  type WebhookEndpointRecord,
} from '../../contract/webhooks';
import { contentRange } from '../../contract/simpleRest';
import { recordActivity } from '../activity/record';
import { countFirst, type Limit, type LimitKey } from '../auth/rateLimit';
import { badRequest, conflict, notFound, tooManyRequests } from '../lib/httpErrors';
import { currentUser } from '../plugins/authGuard';
import type { Queryable } from '../db/types';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { newSigningSecret } from '../webhooks/signature';
import {
  cancelPendingDeliveries,
  countEndpoints,
  deleteEndpoint,
  enqueueTestEvent,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  updateEndpoint,
} from '../webhooks/store';
import { refuseUrl } from '../webhooks/target';
import { IdParams } from './params';

/**
 * Webhook endpoints and their delivery log (issue 16) in react-admin's simple-REST dialect. They
 * belong to the merchant's API integration, so they take the permission of the API credentials
 * screen: the main merchant and holders of api-credentials (README Decisions). Everything is scoped
 * to the caller's merchant: another merchant's ids answer 404 like unknown ones.
 */
const ACCESS = { auth: 'session', permission: 'api-credentials' } as const;
/**
 * Adding or changing an endpoint decides where the merchant's money events go, so it asks for a
 * step-up confirmation (issue 28). Removing one, a test event or a redelivery sends nothing to a
 * new place, so they do not.
 */
const CHANGE = { ...ACCESS, stepUp: true } as const;

/** Test events and redeliveries make the server send requests: at most this many per merchant. */
const SEND_LIMIT: Limit = { name: 'webhook-send:merchant', max: 30, windowMs: 15 * 60_000 };

export async function webhookRoutes(app: App, services: Services): Promise<void> {
  const { db, config, secrets } = services;

  const checkUrl = (url: string) => {
    const refusal = refuseUrl(url, config.sandbox);
    if (refusal) throw badRequest(refusal, [{ path: 'url', message: refusal }]);
  };

  const limitSends = async (merchantId: string) => {
    const keys: LimitKey[] = [{ limit: SEND_LIMIT, subject: merchantId }];
    // Counted first, in one statement: concurrent requests cannot all pass a check made before the count.
    try {
      await countFirst(db, keys);
    } catch {
      throw tooManyRequests(WEBHOOK_MESSAGES.tooManySends, SEND_LIMIT.windowMs / 1000);
    }
  };

  const recordChange = (
    tx: Queryable,
    request: Parameters<typeof recordActivity>[1],
    actorId: string,
    endpoint: WebhookEndpointRecord,
    change: 'created' | 'updated' | 'deleted',
    details: Record<string, unknown> = {},
  ) =>
    recordActivity(tx, request, {
      actorId,
      type: 'webhook.changed',
      target: { type: 'webhook', id: endpoint.id, label: endpoint.url },
      details: { change, url: endpoint.url, events: endpoint.events, enabled: endpoint.enabled, ...details },
    });

  app.get(WEBHOOKS_PATH, { config: ACCESS, schema: { querystring: WebhookListQuery } }, async (request, reply) => {
    const { records, total, start } = await listEndpoints(db, currentUser(request).merchantId, request.query);
    return reply.header('content-range', contentRange(WEBHOOKS_RESOURCE, start, records.length, total)).send(records);
  });

  app.get(`${WEBHOOKS_PATH}/:id`, { config: ACCESS, schema: { params: IdParams } }, async (request) => {
    const endpoint = await findEndpoint(db, currentUser(request).merchantId, request.params.id);
    if (!endpoint) throw notFound(WEBHOOK_MESSAGES.notFound);
    return endpoint;
  });

  app.post(WEBHOOKS_PATH, { config: CHANGE, schema: { body: CreateWebhookEndpoint } }, async (request, reply) => {
    const user = currentUser(request);
    checkUrl(request.body.url);
    const secret = newSigningSecret();
    const created = await db.transaction(async (tx) => {
      // One merchant's creations run in turn, so the cap holds under concurrent requests.
      await tx.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [user.merchantId]);
      if ((await countEndpoints(tx, user.merchantId)) >= WEBHOOK_ENDPOINTS_MAX) throw conflict(WEBHOOK_MESSAGES.tooMany);
      const endpoint = await insertEndpoint(tx, user.merchantId, {
        ...request.body,
        secretEncrypted: secrets.encrypt(secret),
        secretHint: secret.slice(-4),
      });
      await recordChange(tx, request, user.id, endpoint, 'created');
      return endpoint;
    });
    const answer: CreatedWebhookEndpoint = { ...created, secret };
    return reply.code(201).send(answer);
  });

  app.put(`${WEBHOOKS_PATH}/:id`, { config: CHANGE, schema: { params: IdParams, body: UpdateWebhookEndpoint } }, async (request) => {
    const user = currentUser(request);
    if (request.body.url !== undefined) checkUrl(request.body.url);
    return db.transaction(async (tx) => {
      const before = await findEndpoint(tx, user.merchantId, request.params.id);
      const endpoint = await updateEndpoint(tx, user.merchantId, request.params.id, request.body);
      if (!before || !endpoint) throw notFound(WEBHOOK_MESSAGES.notFound);
      const changed = (['url', 'events', 'enabled'] as const).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(endpoint[field]));
      // What was queued for the endpoint as it was is not sent to what it has become: not after
      // a disable, and not to a new URL (a merchant may be moving away from a lost domain).
      const reason = changed.includes('enabled') && !endpoint.enabled ? WEBHOOK_MESSAGES.cancelledDisabled
        : changed.includes('url') ? WEBHOOK_MESSAGES.cancelledUrlChanged
          : null;
      const cancelledDeliveries = reason ? await cancelPendingDeliveries(tx, endpoint.id, reason) : 0;
      if (changed.length > 0) {
        await recordChange(tx, request, user.id, endpoint, 'updated', {
          changed,
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          ...(reason ? { cancelledDeliveries } : {}),
        });
      }
      return endpoint;
    });
  });

  app.delete(`${WEBHOOKS_PATH}/:id`, { config: ACCESS, schema: { params: IdParams } }, async (request) => {
    const user = currentUser(request);
    return db.transaction(async (tx) => {
      const endpoint = await deleteEndpoint(tx, user.merchantId, request.params.id);
      if (!endpoint) throw notFound(WEBHOOK_MESSAGES.notFound);
      await recordChange(tx, request, user.id, endpoint, 'deleted');
      return endpoint;
    });
  });

  app.post(`${WEBHOOKS_PATH}/:id/test`, { config: ACCESS, schema: { params: IdParams } }, async (request, reply) => {
    const { merchantId } = currentUser(request);
    if (!(await findEndpoint(db, merchantId, request.params.id))) throw notFound(WEBHOOK_MESSAGES.notFound);
    await limitSends(merchantId);
    const delivery = await enqueueTestEvent(db, merchantId, request.params.id);
    if (!delivery) throw notFound(WEBHOOK_MESSAGES.notFound);
    return reply.code(201).send(delivery);
  });

  app.get(WEBHOOK_DELIVERIES_PATH, { config: ACCESS, schema: { querystring: WebhookDeliveryListQuery } }, async (request, reply) => {
    const { records, total, start } = await listDeliveries(db, currentUser(request).merchantId, request.query);
    return reply.header('content-range', contentRange(WEBHOOK_DELIVERIES_RESOURCE, start, records.length, total)).send(records);
  });

  app.get(`${WEBHOOK_DELIVERIES_PATH}/:id`, { config: ACCESS, schema: { params: IdParams } }, async (request) => {
    const delivery = await findDelivery(db, currentUser(request).merchantId, request.params.id);
    if (!delivery) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    return delivery;
  });

  app.post(`${WEBHOOK_DELIVERIES_PATH}/:id/redeliver`, { config: ACCESS, schema: { params: IdParams } }, async (request, reply) => {
    const { merchantId } = currentUser(request);
    if (!(await findDelivery(db, merchantId, request.params.id))) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    await limitSends(merchantId);
    const delivery = await redeliver(db, merchantId, request.params.id);
    if (!delivery) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    return reply.code(201).send(delivery);
  });
}
