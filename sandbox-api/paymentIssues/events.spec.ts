import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ISSUE_EVENT, type PaymentIssueEvent, type PaymentIssueRecord } from '../../contract/paymentIssues';
import { bearer, useHarness } from '../test/harness';
import { OTHER, TEAM, useListeners } from '../test/listeners';

const h = useHarness();
const MERCHANT = 'merchant@sandbox.test';
/** A sub-user whose role holds no permission (not a login role): on the team's sockets, but not allowed to list payment issues. */
const NO_VIEW = `no-view-${randomUUID().slice(0, 8)}@sandbox.test`;

beforeAll(async () => {
  await h.db.query(
    `INSERT INTO users (email, name, password_hash, role, parent_user_id) VALUES ($1, 'No View', 'x', 'super_merchant', (SELECT id FROM users WHERE email = $2))`,
    [NO_VIEW, MERCHANT],
  );
});
const { clients } = useListeners(h, [...TEAM, OTHER, NO_VIEW]);

const post = async (url: string, payload: object) => {
  const response = await h.app.inject({ method: 'POST', url, headers: bearer(await h.loginAs(MERCHANT)), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
const deposit = async (payload: object) =>
  ((await h.app.inject({ method: 'POST', url: '/api/sandbox/simulate/deposit', payload: { email: MERCHANT, ...payload } })).json() as { data: { _id: string } }).data;
async function issueOf(depositId: string): Promise<PaymentIssueRecord> {
  const url = `/api/v2/payment-issues?filter=${encodeURIComponent(JSON.stringify({ transactionId: depositId }))}`;
  return ((await h.app.inject({ method: 'GET', url, headers: bearer(await h.loginAs(MERCHANT)) })).json() as PaymentIssueRecord[])[0];
}

/** The payment-issue events each account received since `mark`, under its own name only. */
function issueEvents(marks: Record<string, number>): Record<string, PaymentIssueEvent[]> {
  return Object.fromEntries(
    Object.entries(clients).map(([email, client]) => {
      const events = client.received.slice(marks[email]).filter(([event]) => event.startsWith(`${PAYMENT_ISSUE_EVENT}-`));
      for (const [event] of events) expect(event).toBe(`${PAYMENT_ISSUE_EVENT}-${client.id}`);
      return [email, events.map(([, payload]) => payload as PaymentIssueEvent)];
    }),
  );
}
const mark = () => Object.fromEntries(Object.entries(clients).map(([email, client]) => [email, client.received.length]));
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** What the team received (each member the same), after checking that the other merchant and the no-view sub-user received nothing. */
function teamReceived(events: Record<string, PaymentIssueEvent[]>): PaymentIssueEvent[] {
  expect(events[OTHER]).toEqual([]);
  expect(events[NO_VIEW]).toEqual([]);
  for (const email of TEAM) expect(events[email]).toEqual(events[MERCHANT]);
  return events[MERCHANT];
}

describe(`live ${PAYMENT_ISSUE_EVENT}-{userId}`, () => {
  it('an overpayment opens one and its acceptance resolves it, for the team who may list them only', async () => {
    let since = mark();
    const paid = await deposit({ amount: '40.00', outcome: 'overpaid' });
    await settle();
    const issue = await issueOf(paid._id);
    expect(teamReceived(issueEvents(since))).toEqual([{ type: 'opened', id: issue.id, transactionId: paid._id, status: 'open', resolution: null }]);
    // The sub-user without the permission still hears the deposit itself.
    expect(clients[NO_VIEW].received.slice(since[NO_VIEW]).map(([event]) => event)).toContain(`transaction-update-${clients[NO_VIEW].id}`);

    since = mark();
    await post(`/api/v2/payment-issues/${issue.id}/accept`, { note: 'Kept as a tip' });
    await settle();
    expect(teamReceived(issueEvents(since))).toEqual([{ type: 'resolved', id: issue.id, transactionId: paid._id, status: 'resolved', resolution: 'accepted' }]);
  });

  it('a further payment short of the total updates it; the remainder resolves it by itself (paid_in_full)', async () => {
    const paid = await deposit({ amount: '60.00', outcome: 'underpaid' });
    const issue = await issueOf(paid._id);
    await settle();
    let since = mark();
    const short = await h.app.inject({ method: 'POST', url: `/api/pay/${paid._id}/simulate`, payload: { outcome: 'underpaid' } });
    expect(short.statusCode, short.body).toBe(200);
    await settle();
    expect(teamReceived(issueEvents(since))).toEqual([{ type: 'updated', id: issue.id, transactionId: paid._id, status: 'open', resolution: null }]);
    since = mark();
    const rest = await h.app.inject({ method: 'POST', url: `/api/pay/${paid._id}/simulate`, payload: { outcome: 'exact' } });
    expect(rest.statusCode, rest.body).toBe(200);
    await settle();
    expect(teamReceived(issueEvents(since))).toEqual([{ type: 'resolved', id: issue.id, transactionId: paid._id, status: 'resolved', resolution: 'paid_in_full' }]);
  });

  it('a payer refund resolves it (refunded)', async () => {
    const paid = await deposit({ amount: '30.00', late: true });
    const issue = await issueOf(paid._id);
    await settle();
    const since = mark();
    await post(`/api/v2/payment-issues/${issue.id}/refund`, {});
    await settle();
    expect(teamReceived(issueEvents(since))).toEqual([{ type: 'resolved', id: issue.id, transactionId: paid._id, status: 'resolved', resolution: 'refunded' }]);
  });
});
