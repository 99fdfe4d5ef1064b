import { lazy } from 'react';
import { LoginPage } from './LoginPage';

/**
 * The login route (000 section 2): `#/`, outside the shell, without a gate. Unlike the other
 * screens it is part of the main bundle: it is the first page of every visit, and a logout must
 * show it at once rather than keep the shell on screen while a chunk loads.
 */
export const loginPage = {
  path: '/',
  Component: LoginPage,
} as const;

/** Where the emailed reset link lands (`#/reset-password?token=…`), also outside the shell. */
export const resetPasswordPage = {
  path: '/reset-password',
  Component: lazy(() => import('./ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage }))),
} as const;
