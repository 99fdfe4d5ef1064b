import { createElement, lazy } from 'react';
import { AdminLoginEnvironment } from './AdminLoginEnvironment';
import { LoginPage } from './LoginPage';

const ResetPasswordPage = lazy(() => import('./ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));

/**
 * The login route (000 section 2): `#/`, outside the shell, without a gate. A visit that starts
 * there without a session gets it from the sign-in entry (src/main.tsx, issue 17) before the admin
 * app loads; inside the admin it is the same page, where a logout shows it at once.
 */
export const loginPage = {
  path: '/',
  Component: () => createElement(AdminLoginEnvironment, null, createElement(LoginPage)),
} as const;

/** The reset-password page (`#/reset-password?token=…`), also outside the shell. */
export const resetPasswordPage = {
  path: '/reset-password',
  Component: () => createElement(AdminLoginEnvironment, null, createElement(ResetPasswordPage)),
} as const;
