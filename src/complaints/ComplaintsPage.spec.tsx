import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Complaint } from '../../contract/complaints';
import { fail, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import type { TestUser } from '../test/sessions';
import { ComplaintsPage } from './ComplaintsPage';
import { emulatePhone } from '../test/phone';

const LIST = 'GET /refund/merchant';
const LOAD = { timeout: 8000 };

let next = 0;
function complaint(overrides: Partial<Complaint> = {}, withdrawalStatus = 'pending'): Complaint {
  next += 1;
  return {
    _id: `c-${next}`,
    title: `Complaint ${next}`,
    description: null,
    status: 'pending',
    adminNotes: null,
    submittedAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    withdrawalId: {
      _id: `w-${next}`,
      status: withdrawalStatus,
      amount: 25,
      clientWallet: 'TWalletOfTheTest',
      currencyType: 'USDT-TRC20',
      transactionId: `PAY-${next}`,
      updatedAt: new Date().toISOString(),
    },
    ...overrides,
  };
}

const page = (rows: Complaint[], totalPages = 1) => ({
  status: 200,
  body: { success: true, data: rows, pagination: { page: 1, limit: 10, total: rows.length, totalPages } },
});

/** The desktop grid's row of a complaint (its title is in the Complaint cell). */
const rowOf = async (title: string) => (await screen.findByText(title, { selector: '[role="gridcell"] *' }, LOAD)).closest('[role="row"]') as HTMLElement;
const findGrid = () => screen.findByRole('grid', { name: 'Withdrawal Requests' }, LOAD);
/** A filter form change applies 500 ms after it (001 section 5), then the request goes. */
const APPLIED = { timeout: 3000 };

/**
 * The screen alone (src/test/renderScreen.tsx), at half the cost of the whole App; `app` opens it
 * through the App (its route, gate and shell), for the tests that go to another route and back or
 * follow a notification's ?search= link.
 */
async function openPage(routes: Record<string, Handler>, session: TestUser = USERS.merchant, { app = false } = {}) {
  const options = { url: '/complaints', session, routes };
  const view = app ? renderApp(options) : renderScreen(<ComplaintsPage />, options);
  await screen.findByRole('heading', { level: 1, name: 'Withdrawal Requests' }, LOAD);
  return view;
}

describe('Complaints', { timeout: 30_000 }, () => {
  it('asks for page 1, 10 per page, newest first, shows completed as RESOLVED, and sends the chosen status from page 1', async () => {
    const view = await openPage({ [LIST]: page([complaint({ title: 'Done one', status: 'completed' }, 'completed')], 3) });
    const row = await rowOf('Done one');
    expect(within(row).getByText('RESOLVED')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Update Request' })).not.toBeInTheDocument();
    const [request] = view.network.requests(LIST);
    expect(Object.fromEntries(request.query)).toEqual({ page: '1', limit: '10', sortBy: 'submittedAt', sortOrder: 'desc' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('page')).toBe('2'));

    // A chosen status is sent, from page 1.
    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'REJECTED' }));
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('status')).toBe('rejected'), APPLIED);
    expect(Object.fromEntries(view.network.requests(LIST).at(-1)!.query)).toEqual({
      page: '1',
      limit: '10',
      status: 'rejected',
      sortBy: 'submittedAt',
      sortOrder: 'desc',
    });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('searches once the typing has paused for 500 ms', async () => {
    const view = await openPage({ [LIST]: page([complaint()]) });
    await findGrid();
    // The pause runs on a clock the test moves (it also runs on its own).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.type(screen.getByLabelText('Search'), 'refund');
    expect(view.network.requests(LIST).filter((request) => request.query.has('search'))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(view.network.requests(LIST).some((request) => request.query.get('search') === 'refund')).toBe(true), { timeout: 3000 });
    expect(view.network.requests(LIST).filter((request) => request.query.has('search')).map((request) => request.query.get('search'))).toEqual(['refund']);
  });

  it('sends the chosen sort field and order', async () => {
    const view = await openPage({ [LIST]: page([complaint()]) });
    await findGrid();
    await view.user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    await view.user.click(await screen.findByRole('option', { name: 'Amount' }));
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('sortBy')).toBe('amount'));
    expect(Object.fromEntries(view.network.requests(LIST).at(-1)!.query)).toEqual({ page: '1', limit: '10', sortBy: 'amount', sortOrder: 'desc' });
    await view.user.click(screen.getByRole('combobox', { name: 'Order' }));
    await view.user.click(await screen.findByRole('option', { name: 'Oldest first' }));
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('sortOrder')).toBe('asc'));
    expect(Object.fromEntries(view.network.requests(LIST).at(-1)!.query)).toEqual({ page: '1', limit: '10', sortBy: 'amount', sortOrder: 'asc' });
  });

  it('Clear Filters empties the search and puts status and sort back, and the next request says so', async () => {
    const view = await openPage({ [LIST]: page([complaint()], 2) });
    await findGrid();
    await view.user.click(screen.getByLabelText('Search'));
    await view.user.paste('wallet');
    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'IN PROGRESS' }));
    // The filter form applies its values after its 500 ms pause, with the list's state of when it
    // was typed (react-admin's setFilters): a sort chosen in between would be undone, so it waits.
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('status')).toBe('in-progress'), APPLIED);
    await view.user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    await view.user.click(await screen.findByRole('option', { name: 'Title' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Order' }));
    await view.user.click(await screen.findByRole('option', { name: 'Oldest first' }));
    // A new sort goes back to page 1 too, so the next page is asked for after it.
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('sortOrder')).toBe('asc'), APPLIED);
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    const filtered = { page: '2', limit: '10', search: 'wallet', status: 'in-progress', sortBy: 'title', sortOrder: 'asc' };
    await waitFor(() => expect(Object.fromEntries(view.network.requests(LIST).at(-1)!.query)).toEqual(filtered), { timeout: 3000 });

    await view.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    // The controls show the list's state, which react-admin applies on the next tick (through the URL).
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveTextContent('Submitted date');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveTextContent('Newest first');
    await waitFor(
      () => expect(Object.fromEntries(view.network.requests(LIST).at(-1)!.query)).toEqual({ page: '1', limit: '10', sortBy: 'submittedAt', sortOrder: 'desc' }),
      { timeout: 3000 },
    );
  });

  it('Refresh asks again for the same page and filters, and shows the new answer', async () => {
    const view = await openPage({ [LIST]: page([complaint({ title: 'Before refresh' })]) });
    await rowOf('Before refresh');
    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'PENDING' }));
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('status')).toBe('pending'), APPLIED);
    const sent = view.network.requests(LIST).length;

    view.network.on(LIST, page([complaint({ title: 'After refresh' })]));
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await rowOf('After refresh')).toBeInTheDocument();
    expect(view.network.requests(LIST)).toHaveLength(sent + 1);
    expect(Object.fromEntries(view.network.requests(LIST).at(-1)!.query)).toEqual({
      page: '1',
      limit: '10',
      status: 'pending',
      sortBy: 'submittedAt',
      sortOrder: 'desc',
    });
  });

  it('says "Failed to fetch complaints" and loads again on Try Again', async () => {
    const view = await openPage({ [LIST]: fail(500) });
    expect(await screen.findByText('Failed to fetch complaints', {}, LOAD)).toBeInTheDocument();
    view.network.on(LIST, page([complaint({ title: 'Back again' })]));
    await view.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await rowOf('Back again')).toBeInTheDocument();
  });

  const facts = (scope: HTMLElement, target: Complaint) => {
    expect(within(scope).getByText("Customer's description")).toBeInTheDocument();
    expect(within(scope).getByText('The USDT never reached my wallet')).toBeInTheDocument();
    expect(within(scope).getByText('Transaction ID')).toBeInTheDocument();
    expect(within(scope).getByText(target.withdrawalId.transactionId)).toBeInTheDocument();
    expect(within(scope).getByText('25.00 USDT')).toBeInTheDocument();
    expect(within(scope).getByText('TWalletOfTheTest')).toBeInTheDocument();
    expect(within(scope).getByText('Pending')).toBeInTheDocument();
  };

  /** The panel a row's toggle controls, once it is open. */
  const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;

  it("shows the customer's description and the payout in the row's panel and in the dialog, with nothing preselected", async () => {
    const target = complaint({ title: 'Never arrived', description: 'The USDT never reached my wallet' });
    const view = await openPage({ [LIST]: page([target]) });
    const row = await rowOf('Never arrived');
    expect(within(row).getByText('25.00 USDT')).toBeInTheDocument();
    expect(within(row).getByText('Withdrawal: Pending')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    // A click on the row opens its panel, a row of its own under it.
    await view.user.click(within(row).getByText('Never arrived'));
    const toggle = await within(await rowOf('Never arrived')).findByRole('button', { name: 'Close' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => facts(panelOf(toggle), target));
    expect(panelOf(toggle).closest('[role="row"]')).toBe((await rowOf('Never arrived')).nextElementSibling);
    // Its toggle closes it, and Enter on one of its cells opens it again.
    await view.user.click(toggle);
    expect(await within(await rowOf('Never arrived')).findByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText("Customer's description")).not.toBeInTheDocument();
    within(await rowOf('Never arrived')).getAllByRole('gridcell')[1].focus();
    await view.user.keyboard('{Enter}');
    expect(await within(await rowOf('Never arrived')).findByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await view.user.click(within(await rowOf('Never arrived')).getByRole('button', { name: 'Update Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Request' });
    facts(dialog, target);
    expect(within(dialog).getByRole('radio', { name: 'Approve' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Reject' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Update Request' })).toBeDisabled();
    expect(within(dialog).getByText('Choose Approve or Reject.')).toBeInTheDocument();
  });

  it('keeps the cards on a phone, with the facts and Update Request, and no grid or column chooser', async () => {
    const restore = emulatePhone();
    try {
      const target = complaint({ title: 'On a phone', description: 'The USDT never reached my wallet' });
      const view = await openPage({ [LIST]: page([target]) });
      const card = await screen.findByRole('article', { name: 'On a phone' }, LOAD);
      facts(card, target);
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
      await view.user.click(within(card).getByRole('button', { name: 'Update Request' }));
      expect(await screen.findByRole('dialog', { name: 'Update Request' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('approves a pending complaint with the default notes once Approve is chosen', async () => {
    const target = complaint({ title: 'Refund please' });
    const view = await openPage({
      [LIST]: page([target]),
      [`PUT /refund/merchant/${target._id}`]: { status: 200, body: { success: true, message: 'Complaint updated successfully', data: { ...target, status: 'resolved' } } },
    });
    await view.user.click(within(await rowOf('Refund please')).getByRole('button', { name: 'Update Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Request' });
    const submit = within(dialog).getByRole('button', { name: 'Update Request' });
    expect(submit).toBeDisabled();
    await view.user.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    expect(submit).toBeEnabled();
    await view.user.click(submit);
    expect(await screen.findByText('Complaint updated successfully')).toBeInTheDocument();
    expect(view.network.requests(`PUT /refund/merchant/${target._id}`)[0].body).toEqual({
      action: 'approve',
      status: 'resolved',
      adminNotes: 'Updated via merchant UI',
    });
    // The row shows the gateway's answer at once (react-admin's cache), with nothing to answer left and no list asked again.
    const row = await rowOf('Refund please');
    await waitFor(() => expect(within(row).getByText('RESOLVED')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Update Request' })).not.toBeInTheDocument();
    expect(view.network.requests(LIST)).toHaveLength(1);
  });

  it('asks for a reason before a reject is sent, rejects with the reason as the note, and shows "Error: ..." when the update fails', async () => {
    const target = complaint({ title: 'Contested' });
    const route = `PUT /refund/merchant/${target._id}`;
    const view = await openPage({ [LIST]: page([target]), [route]: fail(409, 'Only a complaint whose withdrawal is pending can be updated') });
    await view.user.click(within(await rowOf('Contested')).getByRole('button', { name: 'Update Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Request' });
    await view.user.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for rejecting/ });
    expect(reason).toBeRequired();
    await view.user.type(reason, '   ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Update Request' }));
    // The form's validator puts the contract's message under the field, as its description.
    await waitFor(() => expect(reason).toHaveAccessibleDescription('A reason is required to reject a complaint'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(view.network.requests(route)).toEqual([]);

    await view.user.clear(reason);
    await view.user.paste('Paid correctly');
    await view.user.click(within(dialog).getByRole('button', { name: 'Update Request' }));
    expect(await within(dialog).findByText('Error: Only a complaint whose withdrawal is pending can be updated')).toBeInTheDocument();
    expect(view.network.requests(route)[0].body).toEqual({ action: 'reject', status: 'rejected', adminNotes: 'Paid correctly' });
    view.network.on(route, fail(500));
    await view.user.click(within(dialog).getByRole('button', { name: 'Update Request' }));
    expect(await within(dialog).findByText('Error: Failed to update complaint')).toBeInTheDocument();

    view.network.on(route, { status: 200, body: { success: true, message: 'Complaint updated successfully' } });
    await view.user.click(within(dialog).getByRole('button', { name: 'Update Request' }));
    expect(await screen.findByText('Complaint updated successfully')).toBeInTheDocument();
    expect(view.network.requests(route)[2].body).toEqual({ action: 'reject', status: 'rejected', adminNotes: 'Paid correctly' });
  });

  it('lets operation read complaints without the Update Request button', async () => {
    await openPage({ [LIST]: page([complaint({ title: 'Read only' })]) }, USERS.ops);
    const row = await rowOf('Read only');
    expect(within(row).queryByRole('button', { name: 'Update Request' })).not.toBeInTheDocument();
  });
});

describe('Complaints list state in the URL (react-admin list controller)', { timeout: 30_000 }, () => {
  const listParams = () => Object.fromEntries(new URLSearchParams(window.location.hash.split('?')[1] ?? ''));

  it('puts search, status, sort and page in the URL, and a reload at that URL asks for the same page', async () => {
    const view = await openPage({ [LIST]: page([complaint()], 4) });
    await findGrid();
    await view.user.click(screen.getByLabelText('Search'));
    await view.user.paste('wallet');
    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'PENDING' }));
    // As in the Clear Filters test: the filter form's delayed submit would undo a sort chosen before it.
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('status')).toBe('pending'), APPLIED);
    await view.user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    await view.user.click(await screen.findByRole('option', { name: 'Amount' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Order' }));
    await view.user.click(await screen.findByRole('option', { name: 'Oldest first' }));
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('sortOrder')).toBe('asc'), APPLIED);
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    const expected = { page: '2', limit: '10', search: 'wallet', status: 'pending', sortBy: 'amount', sortOrder: 'asc' };
    await waitFor(() => expect(Object.fromEntries(view.network.requests(LIST).at(-1)!.query)).toEqual(expected), { timeout: 3000 });
    await waitFor(() => expect(listParams()).toMatchObject({ page: '2', sort: 'amount', order: 'ASC' }));
    expect(JSON.parse(listParams().filter)).toEqual({ status: 'pending', search: 'wallet' });

    const url = window.location.hash.slice(1);
    view.unmount();
    const reloaded = renderScreen(<ComplaintsPage />, { url, session: USERS.merchant, routes: { [LIST]: page([complaint()], 4) } });
    await findGrid();
    expect(reloaded.network.requests(LIST).map((request) => Object.fromEntries(request.query))).toEqual([expected]);
    expect(screen.getByLabelText('Search')).toHaveValue('wallet');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('PENDING');
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveTextContent('Amount');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveTextContent('Oldest first');
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
  });

  it('sorts from a column header: the request, the URL and the Sort By control follow', async () => {
    const view = await openPage({ [LIST]: page([complaint()], 2) });
    const grid = await findGrid();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listParams().page).toBe('2'));
    const amount = () => within(grid).getByRole('columnheader', { name: /^Amount/ });
    await view.user.click(within(amount()).getByText('Amount'));
    await waitFor(() => expect(listParams()).toMatchObject({ page: '1', sort: 'amount', order: 'DESC' }));
    await waitFor(() => expect(amount()).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(Object.fromEntries(view.network.requests(LIST).at(-1)!.query)).toEqual({ page: '1', limit: '10', sortBy: 'amount', sortOrder: 'desc' }));
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveTextContent('Amount');
    await view.user.click(within(amount()).getByText('Amount'));
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('sortOrder')).toBe('asc'));
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveTextContent('Oldest first');
  });

  it('the Columns chooser hides a column, and the choice (in the store) holds when the list opens again', async () => {
    const view = await openPage({ [LIST]: page([complaint({ title: 'Columns' })]) }, USERS.merchant, { app: true });
    const headers = async () => within(await findGrid()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(await headers()).toEqual(['', 'Submitted', 'Complaint', 'Amount', 'Status', 'Actions']);
    await view.user.click(screen.getByRole('button', { name: 'Columns' }));
    await view.user.click(await screen.findByRole('checkbox', { name: 'Amount' }));
    await view.user.keyboard('{Escape}');
    await waitFor(async () => expect(await headers()).toEqual(['', 'Submitted', 'Complaint', 'Status', 'Actions']));
    expect(within(await rowOf('Columns')).queryByText('25.00 USDT')).not.toBeInTheDocument();

    act(() => {
      window.location.hash = '#/permission-demo';
    });
    await waitFor(() => expect(screen.queryByRole('grid', { name: 'Withdrawal Requests' })).not.toBeInTheDocument());
    act(() => {
      window.location.hash = '#/complaints';
    });
    await rowOf('Columns');
    expect(await headers()).toEqual(['', 'Submitted', 'Complaint', 'Status', 'Actions']);
  });

  it('saves the filter and sort as a saved query, lists it, and reopens it in one click', async () => {
    const view = await openPage({ [LIST]: page([complaint()], 2) });
    await findGrid();
    const views = screen.getByRole('group', { name: 'Saved queries' });
    expect(within(views).getByText('Filter the list and save this query for later')).toBeInTheDocument();
    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'PENDING' }));
    // As in the Clear Filters test: the filter form's delayed submit would undo a sort chosen before it.
    await waitFor(() => expect(listParams()).toMatchObject({ filter: JSON.stringify({ status: 'pending' }) }), APPLIED);
    await view.user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    await view.user.click(await screen.findByRole('option', { name: 'Amount' }));
    await waitFor(() => expect(listParams()).toMatchObject({ sort: 'amount', filter: JSON.stringify({ status: 'pending' }) }), APPLIED);

    await view.user.click(within(views).getByRole('button', { name: 'Save current query...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current query as' });
    await view.user.click(within(dialog).getByLabelText('Query name'));
    await view.user.paste('Pending by amount');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saved = await within(views).findByRole('button', { name: 'Pending by amount' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');

    await view.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(within(views).getByRole('button', { name: 'Pending by amount' })).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(Object.fromEntries(view.network.requests(LIST).at(-1)!.query)).toEqual({ page: '1', limit: '10', sortBy: 'submittedAt', sortOrder: 'desc' }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listParams().page).toBe('2'));

    await view.user.click(within(views).getByRole('button', { name: 'Pending by amount' }));
    await waitFor(() => expect(Object.fromEntries(view.network.requests(LIST).at(-1)!.query)).toEqual({ page: '1', limit: '10', status: 'pending', sortBy: 'amount', sortOrder: 'desc' }));
    expect(listParams()).toMatchObject({ page: '1', sort: 'amount', order: 'DESC', filter: JSON.stringify({ status: 'pending' }) });
    expect(within(views).getByRole('button', { name: 'Pending by amount' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('PENDING');
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveTextContent('Amount');
  });

  it('a page past the end goes back to page 1, as react-admin lists do', async () => {
    const view = renderScreen(<ComplaintsPage />, {
      url: `/complaints?page=9&perPage=10&sort=submittedAt&order=DESC&filter=${encodeURIComponent('{}')}`,
      session: USERS.merchant,
      routes: { [LIST]: { status: 200, body: { success: true, data: [], pagination: { page: 9, limit: 10, total: 23, totalPages: 3 } } } },
    });
    await waitFor(() => expect(view.network.requests(LIST).length).toBeGreaterThan(0), LOAD);
    view.network.on(LIST, page([complaint({ title: 'On the first page' })], 3));
    expect(await rowOf('On the first page')).toBeInTheDocument();
    expect(view.network.requests(LIST).map((request) => request.query.get('page'))).toEqual(['9', '1']);
    expect(listParams().page).toBe('1');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it("a notification's ?search= link becomes the list's search filter", async () => {
    const view = renderApp({ url: '/complaints?search=PAY-REF-9', session: USERS.merchant, routes: { [LIST]: page([complaint()]) } });
    expect(await screen.findByLabelText('Search', {}, LOAD)).toHaveValue('PAY-REF-9');
    await waitFor(() => expect(view.network.requests(LIST).at(-1)?.query.get('search')).toBe('PAY-REF-9'));
    expect(view.network.requests(LIST).every((request) => request.query.get('search') === 'PAY-REF-9')).toBe(true);
    expect(JSON.parse(listParams().filter)).toEqual({ search: 'PAY-REF-9' });
  });
});

describe('Complaints from the keyboard (issue 30)', { timeout: 30_000 }, () => {
  it("gives the focus back to the answered complaint's row, whose Update Request is gone, not to <body>", async () => {
    const target = complaint({ title: 'Keyboard answer' });
    const view = await openPage({
      [LIST]: page([target]),
      [`PUT /refund/merchant/${target._id}`]: { status: 200, body: { success: true, message: 'Complaint updated successfully', data: { ...target, status: 'resolved' } } },
    });
    within(await rowOf('Keyboard answer')).getByRole('button', { name: 'Update Request' }).focus();
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Update Request' });
    await view.user.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    await view.user.keyboard('{Enter}');
    expect(await screen.findByText('Complaint updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('Keyboard answer');
    await waitFor(() => expect(row.contains(document.activeElement)).toBe(true));
    expect(within(row).queryByRole('button', { name: 'Update Request' })).not.toBeInTheDocument();
  });
});
