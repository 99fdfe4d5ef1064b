import { AUTH_MESSAGES } from '../../contract/auth';

/**
 * The strings of the pages outside the shell (sign-in, password reset), apart from en.ts so that
 * the sign-in page, which loads before the admin app (issue 17), carries only these. Spec strings
 * (000 sections 2, 4, 5 and 8) are quoted exactly; `%{name}` marks where a value goes.
 */
export const brandMessages = {
  name: 'USDT Gateway',
  tagline: 'Merchant Dashboard',
};

export const loginMessages = {
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
  enrol_title: 'Set up two-factor authentication',
  enrol_help: {
    GOOGLE_AUTH: 'Scan the QR code with your authenticator app (or type in the secret key), then enter the 6-digit code it shows.',
    EMAIL: 'Enter the 6-digit code we sent to your email to finish the setup.',
    PHONE: 'Enter the 6-digit code we sent to your phone to finish the setup.',
  },
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
    show_field: 'Show %{field}',
    hide_field: 'Hide %{field}',
    missing_token: 'This reset link is invalid or has already been used. Request a new one.',
    failed: 'Failed to reset password.',
    done: 'Your password has been reset. You can sign in now.',
  },
  code_types: { EMAIL: 'email', PHONE: 'phone' },
  messages: {
    otp_sent: AUTH_MESSAGES.otpSent,
    complete_2fa: AUTH_MESSAGES.complete2fa,
    enrol_2fa: AUTH_MESSAGES.enrol2fa,
    login_success: AUTH_MESSAGES.loginSuccess,
    reset_sent: AUTH_MESSAGES.resetSent,
    code_sent: 'Code sent to your %{type}',
    no_otp_needed: 'No emailed code was needed for this sign-in. Press Resend code to continue, or Back to Login to start over.',
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
};
