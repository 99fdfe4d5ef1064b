import { z } from 'zod';
import { NETWORKS } from '../../contract/constants';
import { PAYOUT_ADDRESS_MESSAGES } from '../../contract/payoutAddresses';
import type { Queryable } from '../db/types';
import { notFound } from '../lib/httpErrors';
import { expireOverdueDeposits } from '../paymentLinks/expirySweep';
import { endCoolingOff } from '../payouts/addressBook';
import type { App } from '../plugins/zod';
import type { Services } from '../services';
import { fileSimulatedComplaint } from '../simulator/complaints';
import { confirmSimulatedDeposit, createSimulatedDeposit, PAYMENT_OUTCOMES } from '../simulator/deposits';
import { PAYOUT_OUTCOMES, settleSimulatedPayout } from '../simulator/payouts';
import { simulateRefundCreated } from '../simulator/refunds';
import { IdParams, isUuid } from './params';

/**
 * The payment simulator over HTTP, for the end-to-end tests and `npm run simulate`. app.ts
 * registers it only in sandbox mode, so in production these paths do not exist at all.
 *
 * Public, with the merchant named by email, like the sandbox mailbox: the script and the tests
 * drive a merchant's account from outside its session, as a payer and the chain would, and the
 * sandbox holds only demo data. Any team member's email names its merchant.
 */
const DEFAULT_MERCHANT = 'merchant@sandbox.test';
const MAX_CONFIRM_DELAY_MS = 10 * 60_000;

const amount = z
  .union([z.string(), z.number()])
  .transform(String)
  .refine((value) => /^\d{1,12}(\.\d{1,6})?$/.test(value) && Number(value) > 0, 'must be a positive number with at most 6 decimals');

const email = z.string().trim().toLowerCase().email('must be an email address').max(254);
const merchantEmail = email.default(DEFAULT_MERCHANT);

const SimulateDepositBody = z.object({
  email: merchantEmail,
  amount: amount.optional(),
  network: z.enum(NETWORKS, `must be ${NETWORKS.join(' or ')}`).optional(),
  outcome: z.enum(PAYMENT_OUTCOMES, `must be ${PAYMENT_OUTCOMES.join(', ')}`).default('exact'),
  /** 0 confirms before answering; more answers with the open deposit and confirms it later. */
  confirmAfterMs: z.coerce.number().int('must be a whole number').min(0).max(MAX_CONFIRM_DELAY_MS).default(0),
  /** The link expires unpaid first, and the payment arrives after (issue 29: a late payment); confirmed at once. */
  late: z.boolean('must be true or false').default(false),
}).prefault({});

const SimulateRefundBody = z.object({
  email: merchantEmail,
  amount: amount.optional(),
  network: z.enum(NETWORKS, `must be ${NETWORKS.join(' or ')}`).optional(),
}).prefault({});

/**
 * With payoutId alone, that payout of whichever merchant; with an email too, only if it is that
 * merchant's; with neither, the newest pending payout of the email's merchant (merchant@ by default).
 */
const SimulatePayoutBody = z.object({
  payoutId: z.string().refine(isUuid, 'must be a UUID').optional(),
  email: email.optional(),
  outcome: z.enum(PAYOUT_OUTCOMES, `must be ${PAYOUT_OUTCOMES.join(', ')}`).default('completed'),
}).prefault({});

/** A customer's complaint about a pending payout; with an email, the payout must be that merchant's. */
const SimulateComplaintBody = z.object({
  payoutId: z.string().refine(isUuid, 'must be a UUID'),
  email: email.optional(),
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').default('Payout not received'),
  description: z.string().trim().max(1000, 'must be at most 1000 characters').optional(),
});

/** An address-book entry's cooling-off period (issue 28); with an email, the entry must be that merchant's. */
const SimulateCoolingOffBody = z.object({ email: email.optional() }).prefault({});

async function merchantIdOf(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query<{ merchant_id: string }>(
    `SELECT m.id AS merchant_id FROM users u JOIN merchants m ON m.id = coalesce(u.parent_user_id, u.id)
      WHERE lower(u.email) = $1`,
    [email],
  );
  if (!rows[0]) throw notFound('No merchant has this email');
  return rows[0].merchant_id;
}

export async function simulatorRoutes(app: App, services: Services): Promise<void> {
  const pending = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
  });

  app.post(
    '/sandbox/simulate/deposit',
    { config: { auth: 'public', loopbackOnly: true }, schema: { body: SimulateDepositBody } },
    async (request, reply) => {
      const { email, amount, network, outcome, confirmAfterMs, late } = request.body;
      const merchantId = await merchantIdOf(services.db, email);
      const deposit = await createSimulatedDeposit(services, merchantId, { amount, network });
      reply.code(201);
      if (late) {
        await services.db.query(`UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`, [deposit._id]);
        await expireOverdueDeposits(services, deposit._id);
        return { success: true, message: 'Deposit paid after it expired', data: await confirmSimulatedDeposit(services, merchantId, deposit._id, outcome, { late }) };
      }
      if (confirmAfterMs === 0) {
        return { success: true, message: 'Deposit confirmed', data: await confirmSimulatedDeposit(services, merchantId, deposit._id, outcome) };
      }
      const timer = setTimeout(() => {
        pending.delete(timer);
        confirmSimulatedDeposit(services, merchantId, deposit._id, outcome).catch((error: Error) =>
          request.log.warn({ err: error, depositId: deposit._id }, 'simulated confirmation failed'),
        );
      }, confirmAfterMs);
      pending.add(timer);
      return {
        success: true,
        message: `Deposit created; it will be confirmed in ${confirmAfterMs} ms`,
        data: { ...deposit, confirmsAt: new Date(Date.now() + confirmAfterMs).toISOString() },
      };
    },
  );

  app.post(
    '/sandbox/simulate/refund',
    { config: { auth: 'public', loopbackOnly: true }, schema: { body: SimulateRefundBody } },
    async (request, reply) => {
      const { email, amount, network } = request.body;
      const refund = await simulateRefundCreated(services, await merchantIdOf(services.db, email), { amount, network });
      reply.code(201);
      return { success: true, message: 'Refund confirmed', data: refund };
    },
  );

  app.post(
    '/sandbox/simulate/payout',
    { config: { auth: 'public', loopbackOnly: true }, schema: { body: SimulatePayoutBody } },
    async (request) => {
      const { payoutId, email, outcome } = request.body;
      const merchantId = email || !payoutId ? await merchantIdOf(services.db, email ?? DEFAULT_MERCHANT) : null;
      const payout = await settleSimulatedPayout(services, { payoutId, merchantId }, outcome);
      return { success: true, message: `Payout ${payout.status}`, data: payout };
    },
  );

  app.post(
    '/sandbox/simulate/complaint',
    { config: { auth: 'public', loopbackOnly: true }, schema: { body: SimulateComplaintBody } },
    async (request, reply) => {
      const { payoutId, email, title, description } = request.body;
      const merchantId = email ? await merchantIdOf(services.db, email) : null;
      const complaint = await fileSimulatedComplaint(services, { payoutId, title, description }, merchantId);
      reply.code(201);
      return { success: true, message: 'Complaint filed', data: complaint };
    },
  );

  app.post(
    '/sandbox/simulate/cooling-off/:id',
    { config: { auth: 'public', loopbackOnly: true }, schema: { params: IdParams, body: SimulateCoolingOffBody } },
    async (request) => {
      const { email } = request.body;
      const merchantId = email ? await merchantIdOf(services.db, email) : null;
      const entry = await endCoolingOff(services.db, request.params.id, merchantId);
      if (!entry) throw notFound(PAYOUT_ADDRESS_MESSAGES.notFound);
      return { success: true, message: PAYOUT_ADDRESS_MESSAGES.coolingOffEnded, data: entry };
    },
  );
}
