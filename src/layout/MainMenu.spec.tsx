import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, USERS } from '../test/renderApp';

const ALL = [
  'Dashboard',
  'Wallet Balance',
  'Transactions',
  'QR Generator',
  'Withdraw Requests',
  'API Credentials',
  'Payout Requests',
  'Role Management',
  'Change Password',
  'Complaints',
  'Permission Demo',
  'Activity',
  'Payments that need attention',
  'Reports',
];

/** The navigation's links, read once every entry has had its access answer (each asks on its own). */
async function expectEntries<T>(read: (link: HTMLElement) => T, expected: unknown) {
  await waitFor(() => {
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map(read)).toEqual(expected);
  });
}

describe('MainMenu', () => {
  it.each([
    ['merchant', ALL],
    [
      'finance',
      [
        'Dashboard',
        'Wallet Balance',
        'Transactions',
        'QR Generator',
        'Withdraw Requests',
        'API Credentials',
        'Payout Requests',
        'Role Management',
        'Complaints',
        'Permission Demo',
        'Activity',
        'Payments that need attention',
        'Reports',
      ],
    ],
    [
      'superops',
      ['Dashboard', 'Transactions', 'QR Generator', 'Withdraw Requests', 'Payout Requests', 'Complaints', 'Permission Demo', 'Payments that need attention', 'Reports'],
    ],
    ['ops', ['Dashboard', 'Transactions', 'QR Generator', 'Complaints', 'Permission Demo', 'Payments that need attention', 'Reports']],
  ] as const)('shows %s exactly the entries its permissions allow, in order', async (account, expected) => {
    renderApp({ url: '/dashboard', session: USERS[account] });
    await expectEntries((link) => link.textContent, expected);
  });

  it('names each entry by its label and links it to its route', async () => {
    renderApp({ url: '/dashboard', session: USERS.ops });
    expect(await screen.findByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '#/transactions');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it("links each of the main merchant's entries to its route of 000 section 2", async () => {
    renderApp({ url: '/dashboard', session: USERS.merchant });
    await expectEntries((link) => [link.textContent, link.getAttribute('href')], Object.entries({
      // Not in the spec's list: the home route, first so every user has a way back to it.
      Dashboard: '#/dashboard',
      'Wallet Balance': '#/wallet-balance',
      Transactions: '#/transactions',
      'QR Generator': '#/qr-generator',
      'Withdraw Requests': '#/withdraw-requests',
      'API Credentials': '#/api-credentials',
      'Payout Requests': '#/payout-requests',
      'Role Management': '#/role-management',
      'Change Password': '#/change-password',
      Complaints: '#/complaints',
      'Permission Demo': '#/permission-demo',
      // Issue 16's team activity log, after the spec's list.
      Activity: '#/activity',
      // Issue 29's payments that need attention.
      'Payments that need attention': '#/payment-issues',
      // Issue 29's reports.
      Reports: '#/reports',
    }));
  });

  it('opens a page from its entry', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.ops });
    await view.user.click(await screen.findByRole('link', { name: 'Permission Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Permission Demo' })).toBeInTheDocument();
  });
});
