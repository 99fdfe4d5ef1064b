import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const transactionsPage: PageConfig = {
  path: '/transactions',
  Component: lazyPage(() => import('./TransactionsPage'), 'TransactionsPage'),
  access: requirePermission('transactions-view'),
  titleKey: 'app.pages.transactions.title',
  menu: { labelKey: 'app.pages.transactions.title', icon: ReceiptLongOutlined },
};
