import { OWN_PASSWORD_MESSAGES } from '../../contract/auth';
import { HTTP_MESSAGES } from '../../dataProvider/httpClient';

/**
 * The `app.security` namespace: the change-password form and the two-factor panel (000 sections
 * 2, 4 and 8; 001 sections 5 and 8). Spec strings are quoted exactly; `%{name}` marks a value.
 */
export const securityMessages = {
  back: 'Back',
  change_password: {
    title: 'Change Password',
    subtitle: 'Choose a new password for your account. You will be signed out afterwards.',
    current: 'Current Password',
    new: 'New Password',
    confirm: 'Confirm New Password',
    rules: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
    submit: 'Change Password',
    success: 'Password changed successfully! Logging out...',
    rule: OWN_PASSWORD_MESSAGES,
    errors: {
      current_incorrect: 'Current password is incorrect',
      session_expired: 'Session expired. Please login again.',
      network: HTTP_MESSAGES.network,
      failed: 'Failed to change password. Please try again.',
    },
  },
  two_factor: {
    title: 'Two-Factor Authentication',
    close: 'Close',
    intro: 'Add a second step to your sign-in with an authenticator app or a code sent to your email.',
    loading: 'Loading 2FA status...',
    status: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    method: 'Method',
    methods: { GOOGLE_AUTH: 'Authenticator App', EMAIL: 'Email', PHONE: 'Phone' },
    method_help: {
      GOOGLE_AUTH: 'Use Google Authenticator or any TOTP app to scan a QR code.',
      EMAIL: 'Receive a 6-digit code by email each time you sign in.',
      PHONE: 'Receive a 6-digit code by text message each time you sign in.',
    },
    choose_method: 'Choose a method',
    unverified_warning: 'Please complete verification to fully enable 2FA',
    complete_verification: 'Complete Verification',
    disable: 'Disable 2FA',
    disable_dialog: {
      title: 'Disable two-factor authentication?',
      body: 'Your sign-in will no longer ask for a second factor.',
      cancel_setup: 'The setup has not been verified yet; it will be removed.',
      code_help: {
        GOOGLE_AUTH: 'Enter the current 6-digit code from your authenticator app to confirm.',
        EMAIL: 'Send a code to your email, then enter it to confirm.',
        PHONE: 'Send a code to your phone, then enter it to confirm.',
      },
    },
    enable: 'Enable %{method}',
    back: 'Back',
    scan: 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
    qr_label: 'QR code for your authenticator app',
    secret: 'Secret key',
    reveal: 'Reveal secret',
    hide: 'Hide secret',
    copy: 'Copy',
    new_qr: 'Show a new QR code',
    no_qr: 'Enter the code from the authenticator app you set up, or show a new QR code to scan again.',
    send_code: 'Send Code',
    code_sent_help: 'Enter the 6-digit code we sent you.',
    verification_code: 'Verification code',
    verify: 'Verify Code',
    messages: {
      copied: 'Secret copied to clipboard!',
      copy_failed: 'Failed to copy secret',
      incomplete_code: 'Please enter the complete 6-digit verification code',
      toggle_failed: 'Failed to toggle 2FA',
      toggle_network: 'Network error while toggling 2FA',
      generate_failed: 'Failed to generate 2FA code',
      generate_network: 'Network error while generating 2FA code',
      verify_failed: 'Failed to verify 2FA code',
      verify_network: 'Network error while verifying 2FA code',
      status_failed: 'Failed to fetch 2FA status',
      status_network: 'Network error while fetching 2FA status',
    },
  },
};
