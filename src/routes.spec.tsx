import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, USERS } from './test/renderApp';
import { pageAt } from './routes';
import { dashboardPage } from './dashboard';
import { transactionsPage } from './transactions';
import { walletServiceTypeDetailPage } from './walletServiceTypes';

describe('routes', () => {
  it('shows the login page at #/ without navigation', async () => {
    renderApp({ url: '/' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('redirects #/login to #/', async () => {
    renderApp({ url: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });

  it('a signed-in merchant\'s screen and menu come with the session\'s answers: its gate never shows "Checking permissions..."', async () => {
    let checking = false;
    const observer = new MutationObserver(() => {
      checking ||= document.body.textContent?.includes('Checking permissions...') ?? false;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      renderApp({ url: '/dashboard', session: USERS.merchant });
      expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(checking).toBe(false);
    } finally {
      observer.disconnect();
    }
  });

  it('shows the Merchant Dashboard with navigation to a signed-in merchant', async () => {
    renderApp({ url: '/dashboard', session: USERS.merchant });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});

describe('the screen a path opens (its chunk loads before the first render)', () => {
  it.each([
    // The login route sends a signed-in user on to the dashboard.
    ['/', dashboardPage],
    ['/dashboard', dashboardPage],
    // A transaction's details open inside the Transactions screen.
    ['/transactions/6650f1a2b3c4d5e6f7a8b9c0', transactionsPage],
    // An exact route wins over its list's.
    ['/wallet-service-types/3', walletServiceTypeDetailPage],
  ])('%s opens its screen', (path, page) => {
    expect(pageAt(path)).toBe(page);
  });

  it('a path of no screen opens none', () => {
    expect(pageAt('/nowhere')).toBeUndefined();
  });
});

describe('route table', () => {
  // /transactions has its own screen and tests in src/transactions.
  it.each([
    ['/qr-generator', 'QR Generator'],
    ['/withdraw-requests', 'Payout Requests'],
    ['/api-credentials', 'API Credentials'],
    ['/payout-requests', 'Payout Requests'],
    ['/role-management', 'Role Management'],
    ['/change-password', 'Change Password'],
    ['/complaints', 'Withdrawal Requests'],
    ['/wallet-balance', 'Wallet Balances'],
    ['/wallet-balances', 'Wallet Balances'],
    ['/permission-demo', 'Permission Demo'],
    ['/settings', 'Settings'],
    ['/security/2fa', 'Security Settings'],
    ['/wallet-service-types', 'Wallet Service Types'],
    ['/wallet-service-types/abc-123', 'Wallet Service Type'],
    ['/payment-issues', 'Payments that need attention'],
    ['/reports', 'Reports'],
  ])('%s shows its titled page to the main merchant', async (url, title) => {
    renderApp({ url, session: USERS.merchant });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · USDT Gateway`);
  });

  it('redirects the developer page /password-test to the dashboard', async () => {
    renderApp({ url: '/password-test', session: USERS.merchant });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/dashboard');
  });

  it('sends a visitor without a session from /password-test to the login route', async () => {
    renderApp({ url: '/password-test' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });

  it('sends a signed-in user who opens #/ to the dashboard', async () => {
    renderApp({ url: '/', session: USERS.ops });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown address', async () => {
    renderApp({ url: '/no-such-page', session: USERS.ops });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

/**
 * The money and balance routes per sub-user role, written out from spec 000 section 6 (role →
 * permissions) and the route guards of 000 section 2 and 001 section 2.1. Deliberately not derived
 * from contract/permissions.ts, so a mistake there cannot hide here.
 */
describe('route gates for sub-users', () => {
  const GUARDS = [
    ['/withdraw-requests', 'Payout Requests', 'approved-withdrawals'],
    ['/payout-requests', 'Payout Requests', 'approved-payout-requests'],
    ['/wallet-balance', 'Wallet Balances', 'balance-view'],
    ['/wallet-balances', 'Wallet Balances', 'balance-view'],
  ] as const;
  const HELD: Record<'finance' | 'superops' | 'ops', readonly string[]> = {
    // sub_merchant holds approved-withdrawals, approved-payout-requests and balance-view.
    finance: ['/withdraw-requests', '/payout-requests', '/wallet-balance', '/wallet-balances'],
    // super_operation holds approved-withdrawals and approved-payout-requests, not balance-view.
    superops: ['/withdraw-requests', '/payout-requests'],
    // operation holds none of the three.
    ops: [],
  };

  for (const [account, held] of Object.entries(HELD) as [keyof typeof HELD, readonly string[]][]) {
    const { role } = USERS[account];
    for (const [url, title, permission] of GUARDS) {
      if (held.includes(url)) {
        it(`${role} opens ${url}`, async () => {
          renderApp({ url, session: USERS[account] });
          expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
          expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
        });
      } else {
        it(`${role} is denied ${url} for lack of ${permission}`, async () => {
          renderApp({ url, session: USERS[account] });
          expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
          expect(screen.getByText(`You need '${permission}' permission to access this page.`)).toBeInTheDocument();
          expect(screen.queryByRole('heading', { level: 1, name: title })).not.toBeInTheDocument();
        });
      }
    }
  }
});
