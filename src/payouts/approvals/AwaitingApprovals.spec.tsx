import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { PAYOUT_APPROVAL_MESSAGES, type PayoutApprovalRecord } from '../../../contract/payoutApprovals';
import { formatDateTime } from '../../common/formatters';
import type { Handler } from '../../test/fetchDouble';
import { renderScreen } from '../../test/renderScreen';
import { USERS, type TestUser } from '../../test/sessions';
import { withdrawalPage } from '../test/fixtures';
import { PayoutRequestsPage } from '../PayoutRequestsPage';
import { emulatePhone, factsOf } from '../../test/phone';

/** The stored test session's user id (src/test/sessions.ts). */
const ME = '22222222-2222-4222-8222-222222222222';
const LIST = 'GET /v2/payout-approvals';
const LOAD = { timeout: 20_000 };

function request(overrides: Partial<PayoutApprovalRecord> = {}): PayoutApprovalRecord {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    payoutId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    amount: 1500,
    currencyType: 'USDT-TRC20',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    requestedBy: { id: '33333333-3333-4333-8333-333333333333', email: 'finance@sandbox.test' },
    status: 'awaiting',
    decidedBy: null,
    decidedAt: null,
    reason: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    ...overrides,
  };
}

const list = (rows: PayoutApprovalRecord[]): Handler => ({
  status: 200,
  body: rows,
  headers: { 'Content-Range': rows.length ? `payout-approvals 0-${rows.length - 1}/${rows.length}` : 'payout-approvals */0' },
});

/** A phone card's facts as read: each term with the definition after it. */

async function openPage(routes: Record<string, Handler>, session: TestUser = USERS.merchant) {
  const view = renderScreen(<PayoutRequestsPage />, {
    url: '/withdraw-requests',
    session,
    routes: { 'GET /withdrawal/my-withdrawals': withdrawalPage([]), ...routes },
  });
  await screen.findByRole('heading', { level: 1, name: 'Payout Requests' }, LOAD);
  return view;
}

describe('Payout Requests: Awaiting approval (issue 28)', { timeout: 60_000 }, () => {
  it('lists the awaiting requests of others with Approve, and approves one: the POST is sent and the list is read again', async () => {
    const view = await openPage({ [LIST]: list([request()]), 'POST /v2/payout-approvals/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa/approve': { status: 200, body: request({ status: 'approved' }) } });
    const section = await screen.findByRole('region', { name: 'Awaiting approval' }, LOAD);
    const [asked] = view.network.requests(LIST);
    expect(JSON.parse(asked.query.get('filter') ?? '{}')).toEqual({ status: 'awaiting' });
    expect(within(section).getByText('finance@sandbox.test')).toBeInTheDocument();
    expect(within(section).getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeInTheDocument();
    expect(within(section).queryByText('Awaiting approval by a second person')).not.toBeInTheDocument();

    view.network.on(LIST, list([]));
    await view.user.click(within(section).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Payout approved', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests('POST /v2/payout-approvals/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Awaiting approval' })).not.toBeInTheDocument(), LOAD);
    // The focus left with the decided row: it goes to the page's title, not <body> (issue 30).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Payout Requests' })).toHaveFocus(), LOAD);
  });

  it('gives the focus to the page\'s title also when the list is read again before the approval\'s answer, and the row has left', async () => {
    const APPROVE = 'POST /v2/payout-approvals/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa/approve';
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const view = await openPage({ [LIST]: list([request()]), [APPROVE]: () => answered.then(() => ({ status: 200, body: request({ status: 'approved' }) })) });
    const section = await screen.findByRole('region', { name: 'Awaiting approval' }, LOAD);
    view.network.on(LIST, list([]));
    await view.user.click(within(section).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(view.network.requests(APPROVE)).toHaveLength(1), LOAD);
    // Another person decided it meanwhile, and the tab shown again reads the lists anew (react-query's window focus).
    focusManager.setFocused(false);
    focusManager.setFocused(undefined);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Awaiting approval' })).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Payout Requests' })).toHaveFocus(), LOAD);
    answer();
    expect(await screen.findByText('Payout approved', {}, LOAD)).toBeInTheDocument();
  });

  it('rejects with a reason, which is required, and shows the server\'s refusal', async () => {
    const REJECT = 'POST /v2/payout-approvals/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa/reject';
    const view = await openPage({ [LIST]: list([request()]), [REJECT]: { status: 409, body: { success: false, message: PAYOUT_APPROVAL_MESSAGES.notAwaiting('cancelled') } } });
    const section = await screen.findByRole('region', { name: 'Awaiting approval' }, LOAD);
    await view.user.click(within(section).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this payout?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(view.network.requests(REJECT)).toHaveLength(0);

    await view.user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), '  Unknown address  ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This request is already cancelled.', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(REJECT)[0].body).toEqual({ reason: 'Unknown address' });
  });

  it('tells the requester their payout awaits a second person, and cancels it after a confirmation', async () => {
    const CANCEL = 'POST /v2/payout-approvals/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa/cancel';
    const mine = request({ requestedBy: { id: ME, email: 'merchant@sandbox.test' } });
    const view = await openPage({ [LIST]: list([mine]), [CANCEL]: { status: 200, body: { ...mine, status: 'cancelled' } } });
    const section = await screen.findByRole('region', { name: 'Awaiting approval' }, LOAD);
    expect(await within(section).findByText('Awaiting approval by a second person', {}, LOAD)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await view.user.click(within(section).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this payout request?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Payout request cancelled', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(CANCEL)).toHaveLength(1);
  });

  it('is not shown to a role without approved-payout-requests, nor against a gateway without approvals', async () => {
    const ops = await openPage({ [LIST]: list([request()]) }, USERS.ops);
    await screen.findByText('Your role can view payouts but not create them.', {}, LOAD);
    expect(screen.queryByRole('region', { name: 'Awaiting approval' })).not.toBeInTheDocument();
    expect(ops.network.requests(LIST)).toHaveLength(0);
    ops.unmount();

    const merchant = await openPage({});
    await waitFor(() => expect(merchant.network.requests(LIST)).toHaveLength(1), LOAD);
    await screen.findByText('Submit Payout Request', {}, LOAD);
    expect(screen.queryByRole('region', { name: 'Awaiting approval' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows each request as a card on a phone, its facts named as the grid's columns, in their order", async () => {
    const restore = emulatePhone();
    try {
      await openPage({ [LIST]: list([request()]) });
      const card = await screen.findByRole('article', { name: 'Awaiting approval' }, LOAD);
      expect(factsOf(card)).toEqual([
        ['Requested', formatDateTime('2026-11-28T09:00:00.000Z')],
        ['Network', 'USDT-TRC20'],
        ['Address', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'],
        ['Requested by', 'finance@sandbox.test'],
      ]);
      expect(within(card).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
