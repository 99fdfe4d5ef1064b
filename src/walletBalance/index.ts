import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const walletBalancePage: PageConfig = {
  path: '/wallet-balance',
  Component: lazyPage(() => import('./WalletBalancePage'), 'WalletBalancePage'),
  access: requirePermission('balance-view'),
  titleKey: 'app.pages.wallet_balance.title',
  menu: { labelKey: 'app.nav.wallet_balance', icon: AccountBalanceWalletOutlined },
};

/** /wallet-balance and /wallet-balances are the same screen (DECISIONS.md section 4), one in the menu. */
export const walletBalancesPage: PageConfig = { ...walletBalancePage, path: '/wallet-balances', menu: undefined };
