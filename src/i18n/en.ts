import englishMessages from 'ra-language-english';
import { notificationsMessages } from './notifications';
import { dashboardMessages, dashboardTitle } from './dashboard';
import { subusersMessages } from './subusers';
import { securityMessages } from './security';
import { settingsMessages } from './settings';
import { payoutsMessages } from './payouts';
import { brandMessages, loginMessages } from './login';
import { recoveryCodesMessages } from './recoveryCodes';

/** Every user-visible string; spec strings (000 sections 2-8, 001 section 2) quoted exactly, `%{name}` a value. */
export const en = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    // react-admin's own lowers the label's first letter ('Sort by iP Address'); labels keep theirs.
    sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' },
  },
  app: {
    ...brandMessages,
    loading: 'Loading...',
    /** Buttons many screens share, in the spec's words ('Try Again' on most, 'Retry' where it says so). */
    action: { back: 'Back', try_again: 'Try Again', retry: 'Retry' },
    /** Every list's pager (001 section 4). */
    list: {
      page_of: 'Page %{page} of %{pages}',
      previous: 'Previous',
      next: 'Next',
      pages: 'Pages',
    },
    login: loginMessages,
    layout: {
      main_navigation: 'Main navigation',
      notifications: 'Notifications',
      notifications_unread: 'Notifications, %{count} unread',
      profile_of: '%{name}, Profile',
      settings: 'Settings',
      two_factor: 'Two-factor authentication',
      logout_failed: 'Logout failed!',
      home: 'Go to the dashboard',
    },
    nav: {
      dashboard: 'Dashboard',
      wallet_balance: 'Wallet Balance',
      withdraw_requests: 'Withdraw Requests',
      complaints: 'Complaints',
    },
    notifications: notificationsMessages,
    dashboard: dashboardMessages,
    subusers: subusersMessages,
    security: securityMessages,
    settings: settingsMessages,
    payouts: payoutsMessages,
    recovery_codes: recoveryCodesMessages,
    /** The route titles the shell names before the screens' own strings load (src/i18n/walletServiceTypes.ts). */
    wallet_service_types: { title: 'Wallet Service Types', detail_title: 'Wallet Service Type' },
    /** Every copy button's confirmation (000 section 9: 2 s) and refusal. */
    copy: {
      copied: 'Copied!',
      failed: 'Failed to copy',
    },
    /** Every status pill's label: transactions, payouts and tickets (000 section 4, 001 section 4). */
    statuses: {
      initiated: 'Initiated',
      pending: 'Pending',
      processing: 'Processing',
      confirmed: 'Confirmed',
      completed: 'Completed',
      approved: 'Approved',
      resolved: 'Resolved',
      'in-progress': 'In Progress',
      failed: 'Failed',
      blocked: 'Blocked',
      cancelled: 'Cancelled',
      rejected: 'Rejected',
      expired: 'Expired',
      api_failed: 'API Failed',
    },
    access: {
      checking: 'Checking permissions...',
      denied_title: 'Access Denied',
      denied_message: "You need '%{permission}' permission to access this page.",
      your_role: 'Your role',
      required_permission: 'Required permission',
      sub_user: 'Sub-user',
      go_dashboard: 'Go to Dashboard',
    },
    roles: {
      admin: 'Admin',
      superadmin: 'Super Admin',
      merchant: 'Merchant',
      super_merchant: 'Super Merchant',
      sub_merchant: 'Finance Role',
      super_operation: 'Super Operation',
      operation: 'Operation',
    },
    permissions: {
      'balance-view': 'View wallet balances',
      'transactions-view': 'View transactions',
      'qr-code-generation': 'Generate payment links and QR codes',
      'approved-withdrawals': 'Work with withdraw requests',
      'api-credentials': 'Manage API credentials',
      'approved-payout-requests': 'Work with payout requests',
      'role-management': 'Manage sub-users and roles',
      'change-password': 'Change passwords',
      dashboard_access: 'Open the dashboard pages',
      'wallet-balance': 'Wallet balance',
      'complaints-view': 'View complaints',
    },
    pages: {
      not_found: {
        title: 'Page not found',
        body: 'The address you opened does not match any page of the dashboard.',
      },
      dashboard: { title: dashboardTitle },
      activity: { title: 'Activity' },
      payment_issues: { title: 'Payments that need attention' },
      reports: { title: 'Reports' },
      transactions: { title: 'Transactions' },
      qr_generator: { title: 'QR Generator' },
      payout_requests: { title: 'Payout Requests' },
      api_credentials: { title: 'API Credentials' },
      role_management: { title: 'Role Management' },
      change_password: { title: 'Change Password' },
      complaints: { title: 'Withdrawal Requests' },
      wallet_balance: { title: 'Wallet Balances' },
      settings: { title: 'Settings' },
      two_factor: { title: 'Security Settings' },
    },
    // The rest of the Permission Demo's words come with its chunk (src/i18n/permissionDemo.ts).
    permission_demo: { title: 'Permission Demo' },
  },
};

export type Messages = typeof en;
