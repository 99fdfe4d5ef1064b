import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { WalletBalanceData } from '../../contract/walletBalance';
import { fail, ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';

const BALANCE = 'GET /wallet-balance';
const LOAD = { timeout: 8000 };

const data: WalletBalanceData = {
  total: 1234.5,
  available: 1000,
  fee: 12.25,
  networks: [
    { network: 'USDT-TRC20', total: 1000, available: 800, fee: 10, walletAddress: 'TWalletTron' },
    { network: 'USDT-ERC20', total: 234.5, available: 200, fee: 2.25, walletAddress: null },
  ],
  recentChanges: [
    { _id: 'a', type: 'payout', status: 'completed', network: 'USDT-TRC20', change: -20, at: new Date().toISOString() },
    { _id: 'b', type: 'deposit', status: 'confirmed', network: 'USDT-ERC20', change: 50.5, at: new Date().toISOString() },
  ],
};

describe('Wallet Balances', { timeout: 30_000 }, () => {
  it('shows the figures from the API per network and in total, and the recent changes signed', async () => {
    renderApp({ url: '/wallet-balance', session: USERS.merchant, routes: { [BALANCE]: ok(data) } });
    const total = await screen.findByRole('region', { name: 'All networks' }, LOAD);
    expect(within(total).getByText('1,234.50 USDT')).toBeInTheDocument();
    expect(within(total).getByText('1,000.00 USDT')).toBeInTheDocument();
    const tron = screen.getByRole('region', { name: 'USDT-TRC20' });
    expect(within(tron).getByText('800.00 USDT')).toBeInTheDocument();
    expect(within(tron).getByText('Wallet: TWalletTron')).toBeInTheDocument();
    const changes = screen.getByRole('list', { name: 'Recent balance changes' });
    expect(within(changes).getByText('-20.00 USDT')).toBeInTheDocument();
    expect(within(changes).getByText('+50.50 USDT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer Funds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Wallet' })).toBeInTheDocument();
  });

  it('keeps Transfer Funds and Manage Wallet for the main merchant', async () => {
    renderApp({ url: '/wallet-balances', session: USERS.finance, routes: { [BALANCE]: ok(data) } });
    await screen.findByRole('region', { name: 'All networks' }, LOAD);
    expect(screen.queryByRole('button', { name: 'Transfer Funds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Wallet' })).not.toBeInTheDocument();
  });

  it('opens the payout form from Transfer Funds', async () => {
    const view = renderApp({ url: '/wallet-balance', session: USERS.merchant, routes: { [BALANCE]: ok(data), 'GET /withdrawal/my-withdrawals': ok([]) } });
    await view.user.click(await screen.findByRole('button', { name: 'Transfer Funds' }, LOAD));
    expect(await screen.findByRole('button', { name: 'Submit Payout Request' }, LOAD)).toBeInTheDocument();
  });

  it('says so when the balances cannot be read', async () => {
    renderApp({ url: '/wallet-balance', session: USERS.merchant, routes: { [BALANCE]: fail(500) } });
    expect(await screen.findByText('Failed to fetch wallet balances', {}, LOAD)).toBeInTheDocument();
  });
});
