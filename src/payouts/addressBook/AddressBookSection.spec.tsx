import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYOUT_ADDRESS_MESSAGES } from '../../../contract/payoutAddresses';
import { PAYOUT_MESSAGES } from '../../../contract/payouts';
import { formatDateTime } from '../../common/formatters';
import { fail, type Handler, type RecordedRequest } from '../../test/fetchDouble';
import { renderScreen } from '../../test/renderScreen';
import { USERS, type TestUser } from '../../test/sessions';
import { PayoutRequestsPage } from '../PayoutRequestsPage';
import { ETH, TRON, withdrawalPage } from '../test/fixtures';
import { AddressBookSection } from './AddressBookSection';
import { book, entry, ENTRY_ID } from './test/fixtures';
import { emulatePhone, factsOf } from '../../test/phone';

const BOOK = 'GET /v2/payout-addresses';
const ADD = 'POST /v2/payout-addresses';
const LOAD = { timeout: 20_000 };
const LATER = '2026-11-30T09:00:00.000Z';

const COOLING = entry({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', label: 'Supplier', currencyType: 'USDT-ERC20', address: ETH, status: 'cooling_off', activeFrom: LATER });

function openSection(routes: Record<string, Handler>, session: TestUser = USERS.merchant) {
  return renderScreen(<AddressBookSection />, { url: '/withdraw-requests', session, routes });
}

const grid = () => screen.findByRole('grid', { name: 'Address book' }, LOAD);
const rowOf = async (label: string) => {
  const table = await grid();
  await waitFor(() => expect(within(table).getByText(label)).toBeInTheDocument(), LOAD);
  return within(table).getByText(label).closest('[role="row"]') as HTMLElement;
};
const query = (request: RecordedRequest, key: string) => JSON.parse(request.query.get(key) ?? 'null') as unknown;

/** A phone card's facts as read: each term with the definition after it. */

describe('Payout Requests › Address book', { timeout: 40_000 }, () => {
  it('lists each entry on the screen with its label, network, shortened address to copy, status and who added it', async () => {
    const view = renderScreen(<PayoutRequestsPage />, {
      url: '/withdraw-requests',
      session: USERS.merchant,
      routes: { 'GET /withdrawal/my-withdrawals': withdrawalPage([]), [BOOK]: book([entry(), COOLING]) },
    });
    const active = await rowOf('Exchange hot wallet');
    expect(within(active).getByText('USDT-TRC20')).toBeInTheDocument();
    expect(within(active).getByText(`${TRON.slice(0, 8)}...${TRON.slice(-6)}`)).toHaveAttribute('title', TRON);
    expect(within(active).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('finance@sandbox.test')).toBeInTheDocument();
    const cooling = await rowOf('Supplier');
    expect(within(cooling).getByText(`Cooling off until ${formatDateTime(LATER)}`)).toBeInTheDocument();
    // Its own sort and page (the payout form asks for its own entries too), never the history's URL.
    expect(view.network.requests(BOOK).map((request) => [query(request, 'sort'), query(request, 'range'), query(request, 'filter')])).toContainEqual([['label', 'ASC'], [0, 24], {}]);
    expect(window.location.hash).toBe('#/withdraw-requests');
  });

  it("shows one card per entry on a phone, its facts named as the grid's columns, in their order, with Remove", async () => {
    const restore = emulatePhone();
    try {
      openSection({ [BOOK]: book([entry(), COOLING]) });
      const card = await screen.findByRole('article', { name: 'Supplier' }, LOAD);
      expect(factsOf(card)).toEqual([
        ['Label', 'Supplier'],
        ['Network', 'USDT-ERC20'],
        ['Address', `${ETH.slice(0, 8)}...${ETH.slice(-6)}`],
        ['Status', `Cooling off until ${formatDateTime(LATER)}`],
        ['Added by', 'finance@sandbox.test'],
      ]);
      expect(within(card).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
      expect(await within(card).findByRole('button', { name: 'Remove' }, LOAD)).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Exchange hot wallet' })).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('adds an address with the exact body, checked as the payout form checks one', async () => {
    const added = entry({ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', label: 'Payroll', currencyType: 'USDT-ERC20', address: ETH, status: 'cooling_off', activeFrom: LATER });
    const view = openSection({ [BOOK]: book([]), [ADD]: { status: 201, body: added } });
    expect(await screen.findByText('No addresses yet', {}, LOAD)).toBeInTheDocument();
    const address = await screen.findByRole('textbox', { name: 'Address' }, LOAD);
    await view.user.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('Please fill in all fields'), LOAD);

    fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: ' Payroll ' } });
    fireEvent.change(address, { target: { value: ETH } });
    await view.user.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringMatching(/^Invalid USDT-TRC20 wallet address: must be a TRC20 address/)), LOAD);
    expect(view.network.requests(ADD)).toHaveLength(0);

    await view.user.click(screen.getByRole('combobox', { name: 'Network' }));
    await view.user.click(await screen.findByRole('option', { name: 'USDT-ERC20' }));
    await waitFor(() => expect(address).not.toHaveAccessibleDescription(expect.stringMatching(/^Invalid/)), LOAD);
    view.network.on(BOOK, book([added]));
    await view.user.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(view.network.requests(ADD)).toHaveLength(1), LOAD);
    expect(view.network.requests(ADD)[0].body).toEqual({ label: 'Payroll', currencyType: 'USDT-ERC20', address: ETH });
    expect(await screen.findByText(`Address added: usable from ${formatDateTime(LATER)}`, {}, LOAD)).toBeInTheDocument();
    expect(await rowOf('Payroll')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
  });

  it('keeps the keyboard in the form after an address added with Enter, emptied for the next one', async () => {
    const added = entry({ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', label: 'Payroll', address: TRON, status: 'cooling_off', activeFrom: LATER });
    const view = openSection({ [BOOK]: book([]), [ADD]: { status: 201, body: added } });
    await view.user.click(await screen.findByRole('textbox', { name: 'Label' }, LOAD));
    await view.user.keyboard('Payroll');
    await view.user.click(screen.getByRole('textbox', { name: 'Address' }));
    await view.user.keyboard(`${TRON}{Enter}`);
    await waitFor(() => expect(view.network.requests(ADD)).toHaveLength(1), LOAD);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(''), LOAD);
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('');
  });

  it.each([
    ['a checksum (400)', 400, `address: ${PAYOUT_MESSAGES.invalidAddress('USDT-TRC20')}`],
    ['a duplicate (409)', 409, PAYOUT_ADDRESS_MESSAGES.duplicate('Exchange hot wallet')],
  ])("shows the server's refusal of %s over the button, keeping what was typed", async (_, status, message) => {
    const view = openSection({ [BOOK]: book([entry()]), [ADD]: fail(status, message) });
    await rowOf('Exchange hot wallet');
    fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: 'Again' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: TRON } });
    await view.user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(TRON);
  });

  it("says a refused field once, over the button, as the server's validation sends it (message and errors)", async () => {
    const problem = PAYOUT_MESSAGES.invalidAddress('USDT-TRC20');
    const refusal = { status: 400, body: { success: false, message: `address: ${problem}`, errors: [{ path: 'address', message: problem }] } };
    const view = openSection({ [BOOK]: book([entry()]), [ADD]: refusal });
    await rowOf('Exchange hot wallet');
    fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: 'Again' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: TRON } });
    await view.user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(`address: ${problem}`);
    expect(screen.getAllByText(problem, { exact: false })).toHaveLength(1);
  });

  it('removes an entry with DELETE only after the confirmation', async () => {
    const view = openSection({ [BOOK]: book([entry()]), [`DELETE /v2/payout-addresses/${ENTRY_ID}`]: { status: 200, body: entry() } });
    const row = await rowOf('Exchange hot wallet');
    await view.user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByText('Remove this address?')).toBeInTheDocument();
    expect(within(dialog).getByText(`"Exchange hot wallet" (${TRON}) will no longer count as a known payout address.`)).toBeInTheDocument();
    expect(view.network.requests(`DELETE /v2/payout-addresses/${ENTRY_ID}`)).toHaveLength(0);
    view.network.on(BOOK, book([]));
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.network.requests(`DELETE /v2/payout-addresses/${ENTRY_ID}`)).toHaveLength(1), LOAD);
    expect(await screen.findByText('Address removed', {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('No addresses yet', {}, LOAD)).toBeInTheDocument();
  });

  // Everyone who reaches this screen holds approved-payout-requests (the main merchant, the Finance Role
  // and Super Operation), so each may keep the book; the operation role neither reads nor changes it.
  it('lets each role that holds approved-payout-requests add and remove, and no other', async () => {
    for (const session of [USERS.merchant, USERS.finance, USERS.superops]) {
      const view = openSection({ [BOOK]: book([entry()]) }, session);
      const row = await rowOf('Exchange hot wallet');
      expect(await screen.findByRole('button', { name: 'Add address' }, LOAD), session.email).toBeInTheDocument();
      expect(await within(row).findByRole('button', { name: 'Remove' }, LOAD), session.email).toBeInTheDocument();
      view.unmount();
    }
    const view = openSection({ [BOOK]: fail(403, 'Access denied. You do not have permission for this action.') }, USERS.ops);
    const canAccess = (action: string) => view.providers.authProvider.canAccess?.({ resource: 'payout-addresses', action });
    expect([await canAccess('list'), await canAccess('create'), await canAccess('delete')]).toEqual([false, false, false]);
    await waitFor(() => expect(view.network.requests(BOOK)).toHaveLength(1), LOAD);
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it.each([
    ['404', { status: 404, body: { success: false, message: 'Route GET:/api/v2/payout-addresses not found' } }],
    ['405', { status: 405, body: null }],
  ] as const)('is not there against a gateway without the address book (%s)', async (_, reply) => {
    const view = renderScreen(<PayoutRequestsPage />, {
      url: '/withdraw-requests',
      session: USERS.merchant,
      routes: { 'GET /withdrawal/my-withdrawals': withdrawalPage([]), [BOOK]: reply as Handler },
    });
    await screen.findByText('No payout requests yet', {}, LOAD);
    await waitFor(() => expect(view.network.requests(BOOK)).toHaveLength(1), LOAD);
    expect(screen.queryByRole('region', { name: 'Address book' })).not.toBeInTheDocument();
    expect(screen.queryByText('Address book')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
