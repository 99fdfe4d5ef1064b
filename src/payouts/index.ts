import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const withdrawRequestsPage: PageConfig = {
  path: '/withdraw-requests',
  Component: lazyPage(() => import('./PayoutRequestsPage'), 'PayoutRequestsPage'),
  access: requirePermission('approved-withdrawals'),
  titleKey: 'app.pages.payout_requests.title',
  menu: { labelKey: 'app.nav.withdraw_requests', icon: RequestQuoteOutlined },
};

/** The same screen at a second route with its own gate (DECISIONS.md section 4). */
export const payoutRequestsPage: PageConfig = {
  ...withdrawRequestsPage,
  path: '/payout-requests',
  access: requirePermission('approved-payout-requests'),
  menu: { labelKey: 'app.pages.payout_requests.title', icon: PaymentsOutlined },
};
