import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PAYOUT_POLICY, type NewAddressRule } from '../../../contract/payoutPolicy';
import { tronAddressFromBytes } from '../../../contract/addresses';
import type { Handler, RecordedRequest } from '../../test/fetchDouble';
import { renderScreen } from '../../test/renderScreen';
import { USERS } from '../../test/sessions';
import { PayoutForm } from '../PayoutForm';
import { ETH, TRON } from '../test/fixtures';
import { book, entry } from './test/fixtures';

const BOOK = 'GET /v2/payout-addresses';
const POLICY = 'GET /v2/payout-policy';
const LOAD = { timeout: 20_000 };
const OTHER = tronAddressFromBytes(Uint8Array.from({ length: 20 }, (_, i) => 255 - i));
const APPROVAL_NOTE = "This address is not an active entry of the address book: the payout will need a second person's approval.";
const REFUSE_NOTE = 'This address is not an active entry of the address book: the payout policy refuses it.';

const policy = (newAddress: NewAddressRule): Handler => ({ status: 200, body: { ...DEFAULT_PAYOUT_POLICY, newAddress } });
/** The book as the server filters it: the active entries of the network asked for. */
const activeBook: Handler = (request: RecordedRequest) => {
  const filter = JSON.parse(request.query.get('filter') ?? '{}') as { currencyType?: string; status?: string };
  const all = [entry(), entry({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', label: 'Supplier', currencyType: 'USDT-ERC20', address: ETH })];
  return book(all.filter((row) => row.currencyType === filter.currencyType && filter.status === 'active'));
};

function openForm(routes: Record<string, Handler>) {
  return renderScreen(<PayoutForm />, { url: '/withdraw-requests', session: USERS.finance, routes });
}
const wallet = () => screen.getByLabelText(/^Merchant Wallet Address/);

describe('PayoutForm › the address book', { timeout: 30_000 }, () => {
  it("offers the network's active entries by label and shortened address, and fills the address from the keyboard", async () => {
    const view = openForm({ [BOOK]: activeBook, [POLICY]: policy('allow') });
    const picker = await screen.findByRole('combobox', { name: 'From the address book' }, LOAD);
    picker.focus();
    await view.user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', {}, LOAD);
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([`Exchange hot wallet · ${TRON.slice(0, 8)}...${TRON.slice(-6)}`]);
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(wallet()).toHaveValue(TRON), LOAD);
    expect(wallet()).toHaveAccessibleDescription('Valid USDT-TRC20 address');
    expect(picker).toHaveTextContent('Exchange hot wallet');
    expect(JSON.parse(view.network.requests(BOOK)[0].query.get('filter') ?? '')).toEqual({ currencyType: 'USDT-TRC20', status: 'active' });

    // Another network offers its own entries.
    await view.user.click(screen.getByLabelText(/^Currency Type/));
    await view.user.click(await screen.findByRole('option', { name: 'USDT-ERC20' }));
    await view.user.click(await screen.findByRole('combobox', { name: 'From the address book' }, LOAD));
    await view.user.click(await screen.findByRole('option', { name: `Supplier · ${ETH.slice(0, 8)}...${ETH.slice(-6)}` }, LOAD));
    await waitFor(() => expect(wallet()).toHaveValue(ETH), LOAD);
  });

  it.each([
    ['approval', APPROVAL_NOTE],
    ['refuse', REFUSE_NOTE],
  ] as const)('says what the policy (%s) does to a valid address that is not an active entry, and nothing for an entry', async (rule, note) => {
    const view = openForm({ [BOOK]: activeBook, [POLICY]: policy(rule) });
    await screen.findByRole('combobox', { name: 'From the address book' }, LOAD);
    await waitFor(() => expect(view.network.requests(POLICY)).toHaveLength(1), LOAD);
    fireEvent.change(wallet(), { target: { value: OTHER } });
    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent(note);
    // An entry's address, even with spaces around it, is known.
    fireEvent.change(wallet(), { target: { value: ` ${TRON} ` } });
    await waitFor(() => expect(screen.queryByText(note)).not.toBeInTheDocument(), LOAD);
    fireEvent.change(wallet(), { target: { value: 'T123' } });
    await waitFor(() => expect(wallet()).toHaveAccessibleDescription(expect.stringMatching(/^Invalid USDT-TRC20/)), LOAD);
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it.each([
    ['allows any address', { [BOOK]: activeBook, [POLICY]: policy('allow') }],
    ['cannot be read', { [BOOK]: activeBook, [POLICY]: { status: 404, body: { success: false, message: 'Not found' } } }],
    ['has no address book', { [BOOK]: { status: 404, body: { success: false, message: 'Not found' } }, [POLICY]: policy('refuse') }],
  ] as const)('says nothing of a typed address when the policy %s', async (_, routes) => {
    const view = openForm(routes);
    await waitFor(() => expect(view.network.requests(POLICY)).toHaveLength(1), LOAD);
    await waitFor(() => expect(view.network.requests(BOOK)).toHaveLength(1), LOAD);
    fireEvent.change(wallet(), { target: { value: OTHER } });
    await waitFor(() => expect(wallet()).toHaveAccessibleDescription('Valid USDT-TRC20 address'), LOAD);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/not an active entry of the address book/)).not.toBeInTheDocument();
  });
});
