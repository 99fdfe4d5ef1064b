import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { PaymentLink } from '../../contract/paymentLinks';
import { i18nProvider } from '../i18n';
import { createProviders } from '../providers';
import { createFetchDouble, fail, ok, type Handler } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { storeTestSession } from '../test/sessions';
import { QrGeneratorPage } from './QrGeneratorPage';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const MERCHANT = `GET /merchant/${USER_ID}`;
const CREATE = 'POST /payment-links';
const SESSION = 'POST /payment-links/session';
const LOAD = { timeout: 8000 };

const link: PaymentLink = {
  _id: 'dep-1',
  url: 'http://localhost:8080/pay/dep-1',
  status: 'initiated',
  amount: 25,
  actualBalance: null,
  network: 'USDT-TRC20',
  walletAddress: 'TDepositAddressOfTheLink',
  orderReference: 'ORDER-9',
  description: null,
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  transactionTimer: 10,
  sandbox: true,
};

async function generate(view: ReturnType<typeof renderScreen>, amount = '25') {
  await view.user.type(await screen.findByLabelText('Amount (USDT)', {}, LOAD), amount);
  await view.user.type(screen.getByLabelText('Order reference (optional)'), 'ORDER-9');
  await view.user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
}

describe('QR Generator', { timeout: 30_000 }, () => {
  it.each([
    ['merchant', USERS.merchant],
    ['sub_merchant', USERS.finance],
    ['super_operation', USERS.superops],
    ['operation', USERS.ops],
  ] as const)('lets %s generate through the session, without ever loading or sending the credentials', async (_role, session) => {
    const view = renderScreen(<QrGeneratorPage />, { url: '/qr-generator', session, routes: { [SESSION]: { status: 201, body: { success: true, data: link } } } });
    await screen.findByRole('heading', { level: 1, name: 'QR Generator' }, LOAD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Payment Link' })).toBeEnabled();
    await generate(view);
    const section = await screen.findByRole('region', { name: 'Payment link' });
    expect(within(section).getByTestId('payment-link-url')).toHaveTextContent(link.url);
    const [sent] = view.network.requests(SESSION);
    expect(sent.body).toEqual({ amount: 25, network: 'USDT-TRC20', orderReference: 'ORDER-9' });
    expect(sent.headers.get('x-api-key')).toBeNull();
    expect(sent.headers.get('x-api-secret')).toBeNull();
    expect(view.network.requests(MERCHANT)).toHaveLength(0);
    expect(view.network.requests(CREATE)).toHaveLength(0);
  });

  it("shows the session path's refusal and does not fall back to the credentials", async () => {
    const view = renderScreen(<QrGeneratorPage />, { url: '/qr-generator', session: USERS.ops, routes: { [SESSION]: fail(403, 'Access denied') } });
    await generate(view);
    expect(await screen.findByText('Access denied', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(MERCHANT)).toHaveLength(0);
    expect(view.network.requests(CREATE)).toHaveLength(0);
  });

  it('against a gateway without the session path (404), uses the base64 credentials of the query, removed from the address bar', async () => {
    const query = `api_key=${encodeURIComponent(btoa('ak_q'))}&api_secret=${encodeURIComponent(btoa('sk_q'))}&timer=15`;
    const view = renderScreen(<QrGeneratorPage />, {
      url: `/qr-generator?${query}`,
      session: USERS.merchant,
      // Ten minutes from now, not from the file's load: under load a minute can pass before this test.
      routes: {
        [SESSION]: fail(404, 'Not found'),
        [CREATE]: { status: 201, body: { success: true, data: { ...link, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() } } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'QR Generator' }, LOAD);
    await waitFor(() => expect(window.location.hash).toBe('#/qr-generator'));
    await generate(view);
    const section = await screen.findByRole('region', { name: 'Payment link' });
    expect(view.network.requests(SESSION)).toHaveLength(1);
    const [sent] = view.network.requests(CREATE);
    expect(sent.headers.get('x-api-key')).toBe('ak_q');
    expect(sent.headers.get('x-api-secret')).toBe('sk_q');
    expect(sent.body).toEqual({ amount: 25, network: 'USDT-TRC20', orderReference: 'ORDER-9' });
    expect(view.network.requests(MERCHANT)).toHaveLength(0);
    expect(within(section).getByTestId('payment-link-url')).toHaveTextContent(link.url);
    expect(within(section).getByTitle('QR code of the payment link')).toBeInTheDocument();
    expect(within(section).getByText(link.walletAddress)).toBeInTheDocument();
    expect(within(section).getByRole('timer')).toHaveTextContent(/^Expires in (10:00|9:[0-5]\d)$/);
    expect(within(section).getByRole('link', { name: 'Open payment page' })).toHaveAttribute('href', link.url);
  });

  it('against a gateway without the session path (405), loads the credentials itself, and asks the session only once', async () => {
    const view = renderScreen(<QrGeneratorPage />, {
      url: '/qr-generator',
      session: USERS.merchant,
      routes: {
        [SESSION]: fail(405, 'Method Not Allowed'),
        [MERCHANT]: { status: 200, body: { success: true, apiKey: 'ak_m', apiSecret: 'sk_m', data: { transactionTimer: 10 } } },
        [CREATE]: { status: 201, body: { success: true, data: link } },
      },
    });
    await generate(view);
    await screen.findByRole('region', { name: 'Payment link' }, LOAD);
    expect(view.network.requests(CREATE)[0].headers.get('x-api-key')).toBe('ak_m');
    await view.user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    await waitFor(() => expect(view.network.requests(CREATE)).toHaveLength(2));
    expect(view.network.requests(SESSION)).toHaveLength(1);
  });

  it('without the session path and without credentials, says "API credentials not available. Please try refreshing the page.", tells an operation user why, and sends nothing more', async () => {
    const view = renderScreen(<QrGeneratorPage />, { url: '/qr-generator', session: USERS.ops, routes: { [SESSION]: fail(404), [MERCHANT]: ok({ transactionTimer: 10 }) } });
    await generate(view);
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(within(alert).getByText('API credentials not available. Please try refreshing the page.', { exact: false })).toBeInTheDocument();
    expect(alert).toHaveTextContent('only users with API Credentials access can use');
    expect(screen.getByRole('button', { name: 'Generate Payment Link' })).toBeDisabled();
    // The button cannot be clicked; Enter in a field cannot send the form either.
    await view.user.type(screen.getByLabelText('Amount (USDT)'), '{Enter}');
    expect(view.network.requests(SESSION)).toHaveLength(1);
    expect(view.network.requests(CREATE)).toHaveLength(0);
  });

  it('without the session path, asks a user who may use the credentials only to refresh when the record carries none, and logs it once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = renderScreen(<QrGeneratorPage />, { url: '/qr-generator', session: USERS.merchant, routes: { [SESSION]: fail(404), [MERCHANT]: ok({ transactionTimer: 10 }) } });
    await generate(view);
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent(/^API credentials not available\. Please try refreshing the page\.$/);
    expect(screen.getByRole('button', { name: 'Generate Payment Link' })).toBeDisabled();
    await view.user.type(screen.getByLabelText('Amount (USDT)'), '5{Enter}');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('The merchant answer carries no API key or API secret; payment links cannot be signed.');
    warn.mockRestore();
  });

  it("shows the credential flow's refusal", async () => {
    const view = renderScreen(<QrGeneratorPage />, {
      url: `/qr-generator?api_key=${btoa('ak')}&api_secret=${btoa('sk')}&timer=10`,
      session: USERS.merchant,
      routes: { [SESSION]: fail(404), [CREATE]: fail(403, 'IP address 198.51.100.9 is not whitelisted for API access') },
    });
    await generate(view);
    expect(await screen.findByText('IP address 198.51.100.9 is not whitelisted for API access', {}, LOAD)).toBeInTheDocument();
  });

  it.each([404, 405])('against a gateway with no payment-link service at all (%i), says so in one calm line and turns Generate off', async (status) => {
    const view = renderScreen(<QrGeneratorPage />, {
      url: '/qr-generator',
      session: USERS.merchant,
      routes: { [SESSION]: fail(status), [CREATE]: fail(status), [MERCHANT]: ok({ apiKey: 'ak', apiSecret: 'sk', transactionTimer: 10 }) },
    });
    await generate(view);
    expect(await screen.findByText(/Payment links are not available on this gateway/, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Resource not found.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Payment Link' })).toBeDisabled();
    expect(view.network.requests(CREATE)).toHaveLength(1);
  });
});

/** The generator alone (issue 14: react-admin's Form), with the real providers at the network edge. */
function renderGenerator(routes: Record<string, Handler>) {
  storeTestSession(USERS.merchant);
  window.location.hash = '#/qr-generator';
  const network = createFetchDouble(routes);
  const providers = createProviders({ fetch: network.fetch, apiBase: '/api' });
  render(
    <AdminContext {...providers} i18nProvider={i18nProvider} store={memoryStore()}>
      <QrGeneratorPage />
    </AdminContext>,
  );
  return { network, user: userEvent.setup() };
}

describe('QR Generator form', { timeout: 20_000 }, () => {
  it.each([
    ['', 'Enter an amount'],
    ['0', 'Amount must be a positive number'],
    ['1.1234567', 'Amount must have at most 6 decimals'],
    ['abc', 'Amount must be a number'],
  ])('refuses the amount %j with "%s" under the field and sends nothing', async (amount, message) => {
    const view = renderGenerator({});
    const field = await screen.findByLabelText('Amount (USDT)', {}, LOAD);
    if (amount) fireEvent.change(field, { target: { value: amount } });
    await view.user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    await waitFor(() => expect(screen.getByLabelText('Amount (USDT)')).toHaveAccessibleDescription(message));
    expect(view.network.requests(SESSION)).toHaveLength(0);
    expect(view.network.requests(CREATE)).toHaveLength(0);
  });

  it('sends the exact request: the amount as a number, the chosen network, trimmed optional texts', async () => {
    const view = renderGenerator({ [SESSION]: { status: 201, body: { success: true, data: link } } });
    fireEvent.change(await screen.findByLabelText('Amount (USDT)', {}, LOAD), { target: { value: '12.5' } });
    await view.user.click(screen.getByRole('combobox', { name: 'Network' }));
    await view.user.click(await screen.findByRole('option', { name: 'USDT-ERC20' }));
    fireEvent.change(screen.getByLabelText('Order reference (optional)'), { target: { value: '  ORDER-9 ' } });
    fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: '   ' } });
    await view.user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    await screen.findByRole('region', { name: 'Payment link' });
    expect(view.network.requests(SESSION).map((request) => request.body)).toEqual([{ amount: 12.5, network: 'USDT-ERC20', orderReference: 'ORDER-9' }]);
  });

  it('keeps what was typed after a server error', async () => {
    const view = renderGenerator({ [SESSION]: fail(400, 'amount: must be at most 1000000') });
    fireEvent.change(await screen.findByLabelText('Amount (USDT)', {}, LOAD), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Order reference (optional)'), { target: { value: 'ORDER-9' } });
    fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: 'Two coffees' } });
    await view.user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('amount: must be at most 1000000')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USDT)')).toHaveValue('25');
    expect(screen.getByLabelText('Order reference (optional)')).toHaveValue('ORDER-9');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Two coffees');
    expect(screen.getByRole('button', { name: 'Generate Payment Link' })).toBeEnabled();
  });
});
