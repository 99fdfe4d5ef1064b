import type { Page } from 'playwright-core';

/** Every route of the shell (src/routes.ts's SHELL_PAGES), for the sweeps that open each one. */
export const SHELL_ROUTES = [
  '/dashboard',
  '/wallet-balance',
  '/transactions',
  '/qr-generator',
  '/withdraw-requests',
  '/api-credentials',
  '/payout-requests',
  '/role-management',
  '/change-password',
  '/complaints',
  '/permission-demo',
  '/activity',
  '/payment-issues',
  '/reports',
  '/wallet-balances',
  '/settings',
  '/security/2fa',
  '/wallet-service-types',
];

/**
 * Every entry of the main navigation, in order: Dashboard (the home route), then the list of
 * spec 000 section 2. A main merchant sees all of them. Written out from the spec, not derived from
 * contract/permissions.ts, so a mistake there cannot hide here.
 */
export const EVERY_ENTRY = [
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
  // Issue 16's team activity log, after the spec's list: the main merchant and role-management.
  'Activity',
  // Issue 29's, for transactions-view (Reports for balance-view too): every demo role holds it.
  'Payments that need attention',
  'Reports',
];

interface AriaNode {
  role?: string;
  name?: string;
  children?: (AriaNode | string)[];
}

function linkNames(nodes: (AriaNode | string)[]): string[] {
  return nodes.flatMap((node) => {
    if (typeof node === 'string') return [];
    const own = node.role === 'link' ? [node.name ?? ''] : [];
    return [...own, ...linkNames(node.children ?? [])];
  });
}

/** Accessible names of the links in the main navigation, in document order. */
export async function navigationEntries(page: Page): Promise<string[]> {
  const snapshot = (await page.getByRole('navigation', { name: 'Main navigation' }).ariaSnapshotJSON()) as
    | AriaNode
    | AriaNode[];
  return linkNames(Array.isArray(snapshot) ? snapshot : [snapshot]);
}
