import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { WalletBalanceData } from '../../contract/walletBalance';
import { fail, NETWORK_FAILURE, ok, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { WalletBalancePage } from './WalletBalancePage';

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
    renderScreen(<WalletBalancePage />, { session: USERS.merchant, routes: { [BALANCE]: ok(data) } });
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
    renderScreen(<WalletBalancePage />, { session: USERS.finance, routes: { [BALANCE]: ok(data) } });
    await screen.findByRole('region', { name: 'All networks' }, LOAD);
    expect(screen.queryByRole('button', { name: 'Transfer Funds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Wallet' })).not.toBeInTheDocument();
  });

  it('opens the payout form from Transfer Funds', async () => {
    const view = renderApp({ url: '/wallet-balance', session: USERS.merchant, routes: { [BALANCE]: ok(data), 'GET /withdrawal/my-withdrawals': ok([]) } });
    await view.user.click(await screen.findByRole('button', { name: 'Transfer Funds' }, LOAD));
    // The payout screen's chunk and the App's route load first: slow on a loaded machine.
    expect(await screen.findByRole('button', { name: 'Submit Payout Request' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('says so when the balances cannot be read', async () => {
    renderScreen(<WalletBalancePage />, { session: USERS.merchant, routes: { [BALANCE]: fail(500) } });
    expect(await screen.findByText('Failed to fetch wallet balances', {}, LOAD)).toBeInTheDocument();
  });

  describe('on a gateway without GET /wallet-balance (a sandbox addition)', () => {
    const DASHBOARD = 'GET /dashboard/merchant';
    // The merchant dashboard's answer, with figures as numeric strings as a gateway may send them.
    const merchant = ok({
      totalVolume: '10',
      avgTransaction: '5',
      totalAmount: '2116.65',
      availableBalance: 2066.65,
      feeAmt: '2',
      wallet: [{ walletNetwork: 'USDT-TRC20', walletAddress: 'TMerchantTronWallet' }],
      recentTransactions: { deposits: [], withdrawals: [] },
    });

    it.each<[string, Handler]>([
      ['404', fail(404, 'Route GET:/api/wallet-balance not found')],
      ['405', fail(405)],
      ['no answer', NETWORK_FAILURE],
    ])('shows the totals, fee and wallets of GET /dashboard/merchant when it answers %s, and asks it once', async (_, missing) => {
      const view = renderScreen(<WalletBalancePage />, { session: USERS.merchant, routes: { [BALANCE]: missing, [DASHBOARD]: merchant } });
      const total = await screen.findByRole('region', { name: 'All networks' }, LOAD);
      expect(within(total).getByText('2,116.65 USDT')).toBeInTheDocument();
      expect(within(total).getByText('2,066.65 USDT')).toBeInTheDocument();
      expect(within(total).getByText('2.00 USDT')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'USDT-TRC20' })).getByText('Wallet: TMerchantTronWallet')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'USDT-ERC20' })).getByText('No wallet on this network')).toBeInTheDocument();
      expect(screen.getByText(/Per-network balances and recent changes are unavailable on this gateway/)).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Recent balance changes' })).not.toBeInTheDocument();
      expect(view.network.requests(DASHBOARD)[0].query.get('filter')).toBe('today');

      await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(view.network.requests(DASHBOARD)).toHaveLength(2));
      // A 404 or 405 is remembered: the addition is not asked again; a lost answer may be.
      expect(view.network.requests(BALANCE)).toHaveLength(missing === NETWORK_FAILURE ? 2 : 1);
    });

    it('says the screen cannot read its figures when neither call has them', async () => {
      renderScreen(<WalletBalancePage />, { session: USERS.merchant, routes: { [BALANCE]: fail(404), [DASHBOARD]: ok({ totalVolume: 1 }) } });
      expect(await screen.findByText('Failed to fetch wallet balances', {}, LOAD)).toBeInTheDocument();
    });

    it('reads the addition in other shapes too: figures as strings, dates as epoch milliseconds', async () => {
      const at = Date.UTC(2026, 0, 31, 12, 0);
      const raw = {
        total: '100.5',
        available: '90',
        fee: '1.5',
        networks: [{ network: 'USDT-TRC20', total: '100.5', available: '90', fee: '1.5', walletAddress: 'TW' }],
        recentChanges: [{ id: 'c1', type: 'deposit', status: 'confirmed', network: 'USDT-TRC20', change: '100.5', at }],
      };
      renderScreen(<WalletBalancePage />, { session: USERS.merchant, routes: { [BALANCE]: ok(raw) } });
      const total = await screen.findByRole('region', { name: 'All networks' }, LOAD);
      expect(within(total).getByText('100.50 USDT')).toBeInTheDocument();
      const changes = screen.getByRole('list', { name: 'Recent balance changes' });
      expect(within(changes).getByText('+100.50 USDT')).toBeInTheDocument();
      expect(within(changes).getByText(/2026/)).toBeInTheDocument();
    });
  });
});
