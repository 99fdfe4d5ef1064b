import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TransactionEvent } from '../../contract/transactions';
import { useHarness } from '../test/harness';
import { OTHER, TEAM, useListeners } from '../test/listeners';
import { expireOverdueDeposits } from './expirySweep';

const h = useHarness();

describe('expireOverdueDeposits live event (001 section 4)', () => {
  // Whatever the seed left overdue is closed before anyone listens, so each sweep below closes
  // only the deposit its test planted.
  beforeAll(() => expireOverdueDeposits(h.app.services));
  const { clients, arrival, transactionEvents } = useListeners(h);

  /** An initiated deposit of the merchant whose time ran out a minute ago; the event the sweep must send for it. */
  async function overdueDeposit(merchantEmail: string): Promise<TransactionEvent> {
    const { rows } = await h.db.query<{ id: string }>(
      `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, expires_at)
       VALUES ($1, 'deposit', 'initiated', 'USDT-TRC20', 10, $2, now() - interval '1 minute') RETURNING id`,
      [clients[merchantEmail].id, `DEP-${randomUUID()}`],
    );
    return { type: 'transaction_status_update', transactionId: rows[0].id, status: 'expired', transactionType: 'deposit' };
  }

  async function statusOf(event: TransactionEvent) {
    const { rows } = await h.db.query<{ status: string }>('SELECT status FROM transactions WHERE id = $1', [event.transactionId]);
    return rows[0].status;
  }

  it('sends transaction_status_update to the merchant and its sub-users, not to the other merchant', async () => {
    const teamArrivals = TEAM.map(arrival);
    const expired = await overdueDeposit('merchant@sandbox.test');
    await expireOverdueDeposits(h.app.services);
    expect(await statusOf(expired)).toBe('expired');
    expect(await Promise.all(teamArrivals)).toEqual(TEAM.map(() => expired));

    // Events on one socket arrive in order: the other merchant's own expiry, then one more of the
    // team's, prove that nothing else reached either side in between.
    const otherArrival = arrival(OTHER);
    const theirs = await overdueDeposit(OTHER);
    await expireOverdueDeposits(h.app.services);
    expect(await otherArrival).toEqual(theirs);
    const lastArrivals = TEAM.map(arrival);
    const last = await overdueDeposit('merchant@sandbox.test');
    await expireOverdueDeposits(h.app.services);
    await Promise.all(lastArrivals);

    expect(transactionEvents(OTHER)).toEqual([[`transaction-update-${clients[OTHER].id}`, theirs]]);
    for (const email of TEAM) {
      const event = `transaction-update-${clients[email].id}`;
      expect(transactionEvents(email), email).toEqual([
        [event, expired],
        [event, last],
      ]);
    }
  });
});
