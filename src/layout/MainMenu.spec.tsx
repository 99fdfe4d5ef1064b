import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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
];

async function entries() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
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
      ],
    ],
    [
      'superops',
      ['Dashboard', 'Transactions', 'QR Generator', 'Withdraw Requests', 'Payout Requests', 'Complaints', 'Permission Demo'],
    ],
    ['ops', ['Dashboard', 'Transactions', 'QR Generator', 'Complaints', 'Permission Demo']],
  ] as const)('shows %s exactly the entries its permissions allow, in order', async (account, expected) => {
    renderApp({ url: '/dashboard', session: USERS[account] });
    expect(await entries()).toEqual(expected);
  });

  it('names each entry by its label and links it to its route', async () => {
    renderApp({ url: '/dashboard', session: USERS.ops });
    await entries();
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '#/transactions');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it("links each of the main merchant's entries to its route of 000 section 2", async () => {
    renderApp({ url: '/dashboard', session: USERS.merchant });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
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
    });
  });

  it('opens a page from its entry', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.ops });
    await entries();
    await view.user.click(screen.getByRole('link', { name: 'Permission Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Permission Demo' })).toBeInTheDocument();
  });
});
