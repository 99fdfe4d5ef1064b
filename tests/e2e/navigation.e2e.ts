import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { alert, openLogin, signInDirectly, submitCredentials } from './support/login';
import { EVERY_ENTRY, navigationEntries } from './support/navigation';

/**
 * The entries each demo account must see, written out from spec 000 section 6 (role → permissions)
 * and section 2 (entry → permission, in navigation order). Deliberately not derived from
 * contract/permissions.ts, so a mistake there cannot hide here.
 */
const EXPECTED_NAVIGATION: Record<string, string[]> = {
  [ACCOUNTS.merchant]: EVERY_ENTRY,
  [ACCOUNTS.finance]: [
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
  [ACCOUNTS.superops]: [
    'Dashboard',
    'Transactions',
    'QR Generator',
    'Withdraw Requests',
    'Payout Requests',
    'Complaints',
    'Permission Demo',
    'Payments that need attention',
    'Reports',
  ],
  [ACCOUNTS.ops]: ['Dashboard', 'Transactions', 'QR Generator', 'Complaints', 'Permission Demo', 'Payments that need attention', 'Reports'],
  [ACCOUNTS.other]: EVERY_ENTRY,
};

describe('main navigation per demo account', () => {
  const page = useBrowserPage();

  it('is hidden on the login route', async () => {
    await openLogin(page());
    expect(await page().getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
  });

  it('greets a successful sign-in before redirecting to the dashboard', async () => {
    await openLogin(page());
    await submitCredentials(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    await alert(page(), 'Login successful! Redirecting...').waitFor();
    await page().waitForURL(/#\/dashboard$/);
  });

  for (const [email, expected] of Object.entries(EXPECTED_NAVIGATION)) {
    it(`${email} sees exactly: ${expected.join(', ')}`, async () => {
      // The sign-in itself is the test above's; the entries come from the role the session carries,
      // on any screen: Permission Demo (every role's) is lighter to render than the dashboard.
      await signInDirectly(page(), email, DEMO_PASSWORD, '/permission-demo');
      await page().getByRole('navigation', { name: 'Main navigation' }).waitFor();
      // Permissions arrive asynchronously; wait until the list settles on the expected entries.
      await expect.poll(() => navigationEntries(page()), { timeout: 10_000 }).toEqual(expected);
    });
  }
});
