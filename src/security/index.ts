import { lazy } from 'react';
import { PAGE_ACCESS } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const twoFactorPage: PageConfig = {
  path: '/security/2fa',
  Component: lazyPage(() => import('./TwoFactorPage'), 'TwoFactorPage'),
  access: PAGE_ACCESS,
  titleKey: 'app.pages.two_factor.title',
};

/** The same panel as a modal; loaded only when the Profile menu first opens it. */
export const TwoFactorDialog = lazy(() => import('./TwoFactorPage').then((m) => ({ default: m.TwoFactorDialog })));
