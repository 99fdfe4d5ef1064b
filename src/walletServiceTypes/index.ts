import { PAGE_ACCESS } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const walletServiceTypesPage: PageConfig = {
  path: '/wallet-service-types',
  Component: lazyPage(() => import('./WalletServiceTypesPage'), 'WalletServiceTypesPage'),
  access: PAGE_ACCESS,
  titleKey: 'app.wallet_service_types.title',
};

/** `:id` is the wallet service type record id (001 section 2.1). */
export const walletServiceTypeDetailPage: PageConfig = {
  path: '/wallet-service-types/:id',
  Component: lazyPage(() => import('./WalletServiceTypeDetailPage'), 'WalletServiceTypeDetailPage'),
  access: PAGE_ACCESS,
  titleKey: 'app.wallet_service_types.detail_title',
};
