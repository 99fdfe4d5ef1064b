import type { FastifyRequest } from 'fastify';
import type { ActivityEventType } from '../../contract/activity';
import {
  CreatePayoutAddress,
  PAYOUT_ADDRESS_MESSAGES,
  PAYOUT_ADDRESSES_PATH,
  PAYOUT_ADDRESSES_RESOURCE,
  PayoutAddressListQuery,
  type PayoutAddressRecord,
} from '../../contract/payoutAddresses';
import { canViewPayouts } from '../../contract/payouts';
import { contentRange } from '../../contract/simpleRest';
import { recordActivity } from '../activity/record';
import type { AuthUser } from '../auth/sessions';
import type { Queryable } from '../db/types';
import { conflict, forbidden, notFound } from '../lib/httpErrors';
import { findPayoutAddress, findPayoutAddressOf, insertPayoutAddress, listPayoutAddresses, removePayoutAddress } from '../payouts/addressBook';
import { notifyAddressBookChange } from '../payouts/addressNotices';
import { readPayoutPolicy } from '../payouts/policy';
import { ACCESS_DENIED, currentUser } from '../plugins/authGuard';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { IdParams } from './params';

/**
 * The payout address book (issue 28, contract/payoutAddresses.ts) in the simple-REST dialect.
 * Whoever may see payouts reads it (the payout form offers its entries). The approvers, holders of
 * approved-payout-requests (the main merchant among them), add and remove entries behind a step-up
 * confirmation: the book decides which payouts pass without them, so it is theirs to keep. Another
 * merchant's ids answer 404.
 */
const READ = { auth: 'session' } as const;
const CHANGE = { auth: 'session', permission: 'approved-payout-requests', stepUp: true } as const;

/** Either payout permission, which a route's single `permission` cannot say; before the schema, as a guard. */
const payoutViewer = async (request: FastifyRequest) => {
  if (!canViewPayouts(currentUser(request))) throw forbidden(ACCESS_DENIED);
};

export async function payoutAddressRoutes(app: App, services: Services): Promise<void> {
  const { db } = services;

  const record = (tx: Queryable, request: FastifyRequest, user: AuthUser, type: ActivityEventType, entry: PayoutAddressRecord) =>
    recordActivity(tx, request, {
      actorId: user.id,
      type,
      target: { type: 'payout_address', id: entry.id, label: entry.label },
      details: { label: entry.label, currencyType: entry.currencyType, wallet: entry.address, activeFrom: entry.activeFrom },
    });

  app.get(PAYOUT_ADDRESSES_PATH, { config: READ, preValidation: payoutViewer, schema: { querystring: PayoutAddressListQuery } }, async (request, reply) => {
    const { records, total, start } = await listPayoutAddresses(db, currentUser(request).merchantId, request.query);
    return reply.header('content-range', contentRange(PAYOUT_ADDRESSES_RESOURCE, start, records.length, total)).send(records);
  });

  app.get(`${PAYOUT_ADDRESSES_PATH}/:id`, { config: READ, preValidation: payoutViewer, schema: { params: IdParams } }, async (request): Promise<PayoutAddressRecord> => {
    const entry = await findPayoutAddress(db, currentUser(request).merchantId, request.params.id);
    if (!entry) throw notFound(PAYOUT_ADDRESS_MESSAGES.notFound);
    return entry;
  });

  app.post(PAYOUT_ADDRESSES_PATH, { config: CHANGE, schema: { body: CreatePayoutAddress } }, async (request, reply): Promise<PayoutAddressRecord> => {
    const user = currentUser(request);
    const entry = await db.transaction(async (tx) => {
      const { coolingOffHours } = await readPayoutPolicy(tx, user.merchantId);
      const added = await insertPayoutAddress(tx, user.merchantId, { ...request.body, coolingOffHours }, user);
      if (!added) {
        const holder = await findPayoutAddressOf(tx, user.merchantId, request.body.currencyType, request.body.address);
        throw conflict(PAYOUT_ADDRESS_MESSAGES.duplicate(holder?.label ?? request.body.label));
      }
      await record(tx, request, user, 'payout_address.added', added);
      return added;
    });
    await notifyAddressBookChange(services, user.merchantId, 'added', entry, user);
    reply.code(201);
    return entry;
  });

  app.delete(`${PAYOUT_ADDRESSES_PATH}/:id`, { config: CHANGE, schema: { params: IdParams } }, async (request): Promise<PayoutAddressRecord> => {
    const user = currentUser(request);
    const entry = await db.transaction(async (tx) => {
      const removed = await removePayoutAddress(tx, user.merchantId, request.params.id, user);
      if (!removed) throw notFound(PAYOUT_ADDRESS_MESSAGES.notFound);
      await record(tx, request, user, 'payout_address.removed', removed);
      return removed;
    });
    await notifyAddressBookChange(services, user.merchantId, 'removed', entry, user);
    return entry;
  });
}
