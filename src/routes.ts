import { matchPath } from 'react-router';
import type { GatewayResource } from '../dataProvider/resources';
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
import { activityPage } from './activity';
import { paymentIssuePage, paymentIssuesPage } from './paymentIssues';
import { reportsPage } from './reports';
import { loginPage } from './login';

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
  // Not in the spec's list (issue 16): after it, so the spec's order stays whole.
  activityPage,
  paymentIssuesPage,
  paymentIssuePage,
  reportsPage,
  walletBalancesPage,
  settingsPage,
  twoFactorPage,
  walletServiceTypesPage,
  walletServiceTypeDetailPage,
];

/**
 * The brief's six resources (react-admin `<Resource>`s) and the views each has on the spec's routes.
 * A resource whose name is its screen's route serves that screen as its list (`/transactions`,
 * `/wallet-service-types`) and its detail as a child route (`/wallet-service-types/:id`). The others
 * have screens on routes of their own (`/withdraw-requests` and `/payout-requests`, `/complaints`,
 * `/role-management`, `/settings`), which mount the list controller with `resource=...`.
 */
export const RESOURCE_VIEWS: readonly { name: GatewayResource; list?: PageConfig; children?: readonly PageConfig[] }[] = [
  { name: 'transactions', list: transactionsPage },
  { name: 'withdrawals' },
  { name: 'refunds' },
  { name: 'subusers' },
  { name: 'ip-whitelist' },
  { name: 'wallet-service-types', list: walletServiceTypesPage, children: [walletServiceTypeDetailPage] },
];

const RESOURCE_PAGES = new Set(RESOURCE_VIEWS.flatMap((views) => [views.list, ...(views.children ?? [])]));

/** The screens on routes of their own (custom routes inside the shell). */
export const CUSTOM_PAGES: readonly PageConfig[] = SHELL_PAGES.filter((page) => !RESOURCE_PAGES.has(page));

/** `/login` is the login route's old name; `/password-test` was a developer page, left out (DECISIONS.md section 4). */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/login', to: '/' },
  { from: '/password-test', to: '/dashboard' },
];

/**
 * The screen a path opens, whose chunk src/main.tsx loads before the admin app's first render (see
 * lazyPage): the login route sends a signed-in user on to the dashboard, and a record's route
 * (`/transactions/:id`) opens inside its list's screen.
 */
export function pageAt(path: string): PageConfig | undefined {
  const opened = path === loginPage.path ? dashboardPage.path : path;
  const matching = (end: boolean) => SHELL_PAGES.find((page) => matchPath({ path: page.path, end }, opened));
  return matching(true) ?? matching(false);
}
