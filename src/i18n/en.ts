import englishMessages from 'ra-language-english';
import { AUTH_MESSAGES } from '../../contract/auth';
import { notificationsMessages } from './notifications';
import { dashboardMessages } from './dashboard';
import { transactionsMessages } from './transactions';
import { subusersMessages } from './subusers';
import { securityMessages } from './security';
import { settingsMessages } from './settings';
import { walletServiceTypesMessages } from './walletServiceTypes';
import { payoutsMessages } from './payouts';
import { complaintsMessages } from './complaints';
import { credentialsMessages } from './credentials';
import { walletBalanceMessages } from './walletBalance';
import { paymentLinksMessages } from './paymentLinks';

/**
 * Every user-visible string of the dashboard. Spec strings (000 sections 2, 4, 5 and 8; 001
 * section 2) are quoted exactly; `%{name}` marks where a value goes.
 */
export const en = {
  ...englishMessages,
  app: {
    name: 'USDT Gateway',
    tagline: 'Merchant Dashboard',
    loading: 'Loading...',
    login: {
      title: 'Sign in',
      subtitle: 'Access your merchant dashboard',
      email: 'Email',
      password: 'Password',
      show_password: 'Show password',
      hide_password: 'Hide password',
      remember_me: 'Remember me',
      forgot_password: 'Forgot password?',
      sign_in: 'Sign In',
      otp_title: 'Check your email',
      otp_help: 'Enter the 6-digit code sent to %{email}.',
      verification_code: 'Verification code',
      verify_otp: 'Verify OTP',
      back_to_login: 'Back to Login',
      two_factor_title: 'Two-factor authentication',
      two_factor_help: {
        GOOGLE_AUTH: 'Enter the 6-digit code from your authenticator app.',
        EMAIL: 'Enter the 6-digit code sent to your email.',
        PHONE: 'Enter the 6-digit code sent to your phone.',
      },
      resend_code: 'Resend code',
      code_expires: 'Code expires in %{time}',
      code_expired: 'This code has expired. Use Resend code to get a new one.',
      verify_code: 'Verify Code',
      back: 'Back',
      forgot_title: 'Reset your password',
      forgot_help: 'Enter the email of your account and we will send you a link to set a new password.',
      send_reset_link: 'Send Reset Link',
      reset: {
        title: 'Choose a new password',
        help: 'Enter a new password for your account. Every signed-in session will end.',
        new_password: 'New Password',
        confirm_password: 'Confirm New Password',
        submit: 'Set New Password',
        missing_token: 'This reset link is invalid or has already been used. Request a new one.',
        failed: 'Failed to reset password.',
        done: 'Your password has been reset. You can sign in now.',
      },
      code_types: { EMAIL: 'email', PHONE: 'phone' },
      messages: {
        otp_sent: AUTH_MESSAGES.otpSent,
        complete_2fa: AUTH_MESSAGES.complete2fa,
        login_success: AUTH_MESSAGES.loginSuccess,
        reset_sent: AUTH_MESSAGES.resetSent,
        code_sent: 'Code sent to your %{type}',
      },
      errors: {
        login_failed: 'Login failed',
        login_failed_prefix: 'Login failed. ',
        otp_failed: 'OTP verification failed.',
        network: 'Network error. Please try again.',
        store_failed: 'Failed to store user session data',
        invalid_code: 'Invalid verification code',
        verify_network: 'Network error while verifying code',
        send_code_failed: 'Failed to send verification code',
        send_code_network: 'Network error while sending verification code',
        reset_failed: 'Failed to send reset link.',
        reset_network: 'Network error. Please check your connection.',
        two_factor_failed: '2FA verification failed. Please try again.',
        incomplete_code: 'Please enter the complete 6-digit verification code',
        email_required: 'Email is required',
        email_invalid: 'Enter a valid email address',
        password_required: 'Password is required',
      },
    },
    layout: {
      main_navigation: 'Main navigation',
      notifications: 'Notifications',
      settings: 'Settings',
      two_factor: 'Two-factor authentication',
      logout_failed: 'Logout failed!',
      home: 'Go to the dashboard',
    },
    nav: {
      dashboard: 'Dashboard',
      wallet_balance: 'Wallet Balance',
      transactions: 'Transactions',
      qr_generator: 'QR Generator',
      withdraw_requests: 'Withdraw Requests',
      api_credentials: 'API Credentials',
      payout_requests: 'Payout Requests',
      role_management: 'Role Management',
      change_password: 'Change Password',
      complaints: 'Complaints',
      permission_demo: 'Permission Demo',
    },
    notifications: notificationsMessages,
    dashboard: dashboardMessages,
    transactions: transactionsMessages,
    subusers: subusersMessages,
    security: securityMessages,
    settings: settingsMessages,
    wallet_service_types: walletServiceTypesMessages,
    payouts: payoutsMessages,
    complaints: complaintsMessages,
    credentials: credentialsMessages,
    wallet_balance: walletBalanceMessages,
    payment_links: paymentLinksMessages,
    access: {
      checking: 'Checking permissions...',
      denied_title: 'Access Denied',
      denied_message: "You need '%{permission}' permission to access this page.",
      your_role: 'Your role',
      required_permission: 'Required permission',
      go_back: 'Go Back',
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
      dashboard: { title: 'Merchant Dashboard' },
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
      wallet_service_types: { title: 'Wallet Service Types' },
      wallet_service_type: { title: 'Wallet Service Type' },
    },
    permission_demo: {
      title: 'Permission Demo',
      intro: 'What your account may do, checked against the same role matrix the server enforces.',
      your_permissions: 'Your permissions',
      granted: 'Granted',
      denied: 'Denied',
      example_title: 'Example role table',
      example_label: 'Example',
      example_note:
        'An illustration of how roles can differ. It is not used for access: the real rules are the role matrix your account is checked against.',
      example_role: 'Role',
      example_permissions: 'Permissions',
    },
    permission_status: {
      title: 'Permission status',
      role: 'Role',
      account_type: 'Account type',
      sub_user: 'Sub User',
      main_user: 'Main User',
      total: 'Total permissions: %{count}',
    },
  },
};

export type Messages = typeof en;
