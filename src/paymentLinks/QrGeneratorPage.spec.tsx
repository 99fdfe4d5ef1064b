import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentLink } from '../../contract/paymentLinks';
import { fail, ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const MERCHANT = `GET /merchant/${USER_ID}`;
const CREATE = 'POST /payment-links';
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

async function generate(view: ReturnType<typeof renderApp>, amount = '25') {
  await view.user.type(await screen.findByLabelText('Amount (USDT)', {}, LOAD), amount);
  await view.user.type(screen.getByLabelText('Order reference (optional)'), 'ORDER-9');
  await view.user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
}

describe('QR Generator', { timeout: 30_000 }, () => {
  it('reads base64 credentials from the query, removes them from the address bar, and calls the service with them', async () => {
    const query = `api_key=${encodeURIComponent(btoa('ak_q'))}&api_secret=${encodeURIComponent(btoa('sk_q'))}&timer=15`;
    const view = renderApp({ url: `/qr-generator?${query}`, session: USERS.merchant, routes: { [CREATE]: { status: 201, body: { success: true, data: link } } } });
    await screen.findByRole('heading', { level: 1, name: 'QR Generator' }, LOAD);
    await waitFor(() => expect(window.location.hash).toBe('#/qr-generator'));
    await generate(view);
    const section = await screen.findByRole('region', { name: 'Payment link' });
    const [sent] = view.network.requests(CREATE);
    expect(sent.headers.get('x-api-key')).toBe('ak_q');
    expect(sent.headers.get('x-api-secret')).toBe('sk_q');
    expect(sent.body).toEqual({ amount: 25, network: 'USDT-TRC20', orderReference: 'ORDER-9' });
    expect(view.network.requests(MERCHANT)).toHaveLength(0);
    expect(within(section).getByTestId('payment-link-url')).toHaveTextContent(link.url);
    expect(within(section).getByTitle('QR code of the payment link')).toBeInTheDocument();
    expect(within(section).getByText(link.walletAddress)).toBeInTheDocument();
    expect(within(section).getByRole('timer')).toHaveTextContent(/^Expires in (10:00|9:5\d)$/);
    expect(within(section).getByRole('link', { name: 'Open payment page' })).toHaveAttribute('href', link.url);
  });

  it('loads the credentials itself when opened without a query', async () => {
    const view = renderApp({
      url: '/qr-generator',
      session: USERS.merchant,
      routes: {
        [MERCHANT]: { status: 200, body: { success: true, apiKey: 'ak_m', apiSecret: 'sk_m', data: { transactionTimer: 10 } } },
        [CREATE]: { status: 201, body: { success: true, data: link } },
      },
    });
    await generate(view);
    await screen.findByRole('region', { name: 'Payment link' });
    expect(view.network.requests(CREATE)[0].headers.get('x-api-key')).toBe('ak_m');
  });

  it('says "API credentials not available. Please try refreshing the page." without credentials, tells an operation user why, and sends nothing', async () => {
    const view = renderApp({ url: '/qr-generator', session: USERS.ops, routes: { [MERCHANT]: ok({ transactionTimer: 10 }) } });
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('API credentials not available. Please try refreshing the page.', { exact: false }, LOAD)).toBeInTheDocument();
    expect(alert).toHaveTextContent('only users with API Credentials access can use');
    expect(screen.getByRole('button', { name: 'Generate Payment Link' })).toBeDisabled();
    // The button cannot be clicked; Enter in a field cannot send the form either.
    await view.user.type(screen.getByLabelText('Amount (USDT)'), '25{Enter}');
    expect(view.network.requests(CREATE)).toHaveLength(0);
  });

  it('asks a user who may use the credentials only to refresh when the record carries none', async () => {
    renderApp({ url: '/qr-generator', session: USERS.merchant, routes: { [MERCHANT]: ok({ transactionTimer: 10 }) } });
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent(/^API credentials not available\. Please try refreshing the page\.$/);
    expect(screen.getByRole('button', { name: 'Generate Payment Link' })).toBeDisabled();
  });

  it('shows the service\'s refusal', async () => {
    const view = renderApp({
      url: `/qr-generator?api_key=${btoa('ak')}&api_secret=${btoa('sk')}&timer=10`,
      session: USERS.merchant,
      routes: { [CREATE]: fail(403, 'IP address 198.51.100.9 is not whitelisted for API access') },
    });
    await generate(view);
    expect(await screen.findByText('IP address 198.51.100.9 is not whitelisted for API access')).toBeInTheDocument();
  });
});
