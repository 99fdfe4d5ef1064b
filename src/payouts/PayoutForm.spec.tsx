import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../i18n';
import { AppNotification } from '../layout';
import { createProviders } from '../providers';
import { createFetchDouble, fail, type Handler } from '../test/fetchDouble';
import { PayoutForm } from './PayoutForm';
import { ETH, TRON, withdrawal } from './test/fixtures';

const SUBMIT = 'POST /withdrawal';

/** The New Payout form alone, on react-admin's Form, with the real data provider over a fetch double. */
function renderForm(routes: Record<string, Handler> = {}) {
  const network = createFetchDouble(routes);
  const { dataProvider } = createProviders({ fetch: network.fetch, apiBase: '/api' });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <PayoutForm />
      <AppNotification />
    </AdminContext>,
  );
  return { network, user: userEvent.setup() };
}

const amount = () => screen.getByLabelText(/^Amount \(USDT\)/);
const wallet = () => screen.getByLabelText(/^Merchant Wallet Address/);
const submit = () => screen.getByRole('button', { name: 'Submit Payout Request' });

/** The New Payout form on react-admin's Form (issue 14): the spec's messages under the fields, the exact payload. */
describe('PayoutForm', { timeout: 20_000 }, () => {
  it("refuses with each rule's spec message under its field and sends nothing", async () => {
    const view = renderForm();
    await view.user.click(submit());
    await waitFor(() => expect(amount()).toHaveAccessibleDescription('Please fill in all fields'));
    expect(wallet()).toHaveAccessibleDescription('Please fill in all fields');

    fireEvent.change(amount(), { target: { value: '0' } });
    await waitFor(() => expect(amount()).toHaveAccessibleDescription('Amount must be a positive number'));
    fireEvent.change(amount(), { target: { value: '1.1234567' } });
    await waitFor(() => expect(amount()).toHaveAccessibleDescription('Amount must have at most 6 decimals'));
    fireEvent.change(wallet(), { target: { value: ETH } });
    await waitFor(() => expect(wallet()).toHaveAccessibleDescription(expect.stringMatching(/^Invalid USDT-TRC20 wallet address: must be a TRC20 address/)));

    await view.user.click(submit());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.network.requests(SUBMIT)).toHaveLength(0);
  });

  it('checks the address again when the network changes', async () => {
    const view = renderForm();
    fireEvent.change(wallet(), { target: { value: ETH } });
    await waitFor(() => expect(wallet()).toHaveAccessibleDescription(expect.stringMatching(/^Invalid USDT-TRC20 wallet address/)));
    await view.user.click(screen.getByLabelText(/^Currency Type/));
    await view.user.click(await screen.findByRole('option', { name: 'USDT-ERC20' }));
    await waitFor(() => expect(wallet()).toHaveAccessibleDescription('Valid USDT-ERC20 address'));
  });

  it('sends the exact payload after the confirmation, then empties amount and address and keeps the network', async () => {
    const view = renderForm({ [SUBMIT]: { status: 201, body: { success: true, message: 'Withdrawal request submitted successfully', data: withdrawal() } } });
    await view.user.click(screen.getByLabelText(/^Currency Type/));
    await view.user.click(await screen.findByRole('option', { name: 'USDT-ERC20' }));
    fireEvent.change(amount(), { target: { value: ' 12.5 ' } });
    fireEvent.change(wallet(), { target: { value: ETH } });
    await view.user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payout' });
    expect(within(dialog).getByText('12.5 USDT')).toBeInTheDocument();
    expect(view.network.requests(SUBMIT)).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm Payout' }));
    expect(await screen.findByText('Withdrawal request submitted successfully')).toBeInTheDocument();
    expect(view.network.requests(SUBMIT).map((request) => request.body)).toEqual([{ amount: 12.5, merchantWallet: ETH, currencyType: 'USDT-ERC20' }]);
    await waitFor(() => expect(amount()).toHaveValue(''));
    expect(wallet()).toHaveValue('');
    expect(screen.getByLabelText(/^Currency Type/)).toHaveTextContent('USDT-ERC20');
    // A fresh form: the emptied fields show no rule until the next submit.
    expect(amount()).not.toHaveAccessibleDescription('Please fill in all fields');
  });

  it('opens the confirmation with focus on Cancel, so Enter, Enter sends nothing', async () => {
    const view = renderForm({ [SUBMIT]: { status: 201, body: { success: true, message: 'Withdrawal request submitted successfully', data: withdrawal() } } });
    fireEvent.change(amount(), { target: { value: '50' } });
    fireEvent.change(wallet(), { target: { value: TRON } });
    await waitFor(() => expect(wallet()).toHaveAccessibleDescription('Valid USDT-TRC20 address'));
    await view.user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payout' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.network.requests(SUBMIT)).toHaveLength(0);
    expect(amount()).toHaveValue('50');
  });

  it("keeps every value typed when the gateway refuses, and shows the gateway's message", async () => {
    const view = renderForm({ [SUBMIT]: fail(409, 'Insufficient balance: the amount is above your available balance (3.00 USDT-TRC20)') });
    fireEvent.change(amount(), { target: { value: '50' } });
    fireEvent.change(wallet(), { target: { value: TRON } });
    await waitFor(() => expect(wallet()).toHaveAccessibleDescription('Valid USDT-TRC20 address'));
    await view.user.click(submit());
    await view.user.click(await screen.findByRole('button', { name: 'Confirm Payout' }));
    expect(await screen.findByText('Insufficient balance: the amount is above your available balance (3.00 USDT-TRC20)')).toBeInTheDocument();
    expect(amount()).toHaveValue('50');
    expect(wallet()).toHaveValue(TRON);
    expect(screen.queryByText('Withdrawal request submitted successfully')).not.toBeInTheDocument();
    expect(view.network.requests(SUBMIT)).toHaveLength(1);
  });

  it("gives each rule in the language shown, its figures in that language's digits (issue 30)", async () => {
    await i18nProvider.changeLocale('es');
    renderForm();
    const [importe, address] = [screen.getByLabelText(/^Importe \(USDT\)/), screen.getByLabelText(/^Dirección de billetera del comercio/)];
    fireEvent.change(importe, { target: { value: 'abc' } });
    await waitFor(() => expect(importe).toHaveAccessibleDescription('Importe: debe ser un número'));
    fireEvent.change(importe, { target: { value: '0' } });
    await waitFor(() => expect(importe).toHaveAccessibleDescription('Importe: debe ser un número positivo'));
    fireEvent.change(importe, { target: { value: '2000000000000' } });
    await waitFor(() => expect(importe).toHaveAccessibleDescription('Importe: debe ser como máximo 1.000.000.000.000'));
    fireEvent.change(importe, { target: { value: '1.1234567' } });
    await waitFor(() => expect(importe).toHaveAccessibleDescription('Importe: debe tener como máximo 6 decimales'));
    fireEvent.change(address, { target: { value: ETH } });
    const rule = 'debe ser una dirección TRC20: 34 caracteres que empiezan por T, con una suma de verificación válida';
    await waitFor(() => expect(address).toHaveAccessibleDescription(`Dirección de billetera de USDT-TRC20 no válida: ${rule}`));
  });
});
