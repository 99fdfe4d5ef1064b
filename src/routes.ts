import type { PageConfig } from './common/pageConfig';
import { dashboardPage } from './dashboard';
import { transactionsPage } from './transactions';
import { qrGeneratorPage } from './paymentLinks';
import { payoutRequestsPage, withdrawRequestsPage } from './payouts';
import { apiCredentialsPage } from './credentials';
import { permissionDemoPage, roleManagementPage } from './subusers';
import { changePasswordPage, settingsPage } from './settings';
import { complaintsPage } from './complaints';
import { walletBalancePage, walletBalancesPage } from './walletBalance';
import { twoFactorPage } from './security';
import { walletServiceTypeDetailPage, walletServiceTypesPage } from './walletServiceTypes';

/**
 * Every screen inside the shell (000 section 2, 001 section 2.1, DECISIONS.md section 4).
 * The order is the navigation's: Dashboard, then the spec's list; pages without `menu` follow.
 */
export const SHELL_PAGES: readonly PageConfig[] = [
  dashboardPage,
  walletBalancePage,
  transactionsPage,
  qrGeneratorPage,
  withdrawRequestsPage,
  apiCredentialsPage,
  payoutRequestsPage,
  roleManagementPage,
  changePasswordPage,
  complaintsPage,
  permissionDemoPage,
  walletBalancesPage,
  settingsPage,
  twoFactorPage,
  walletServiceTypesPage,
  walletServiceTypeDetailPage,
];

/** `/login` is the login route's old name; `/password-test` was a developer page, left out (DECISIONS.md section 4). */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/login', to: '/' },
  { from: '/password-test', to: '/dashboard' },
];
