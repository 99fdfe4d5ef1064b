import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

/** One screen, two routes with their own gates (DECISIONS.md section 4). */
const PayoutRequestsPage = lazyPage(() => import('./PayoutRequestsPage'), 'PayoutRequestsPage');

export const withdrawRequestsPage: PageConfig = {
  path: '/withdraw-requests',
  Component: PayoutRequestsPage,
  access: requirePermission('approved-withdrawals'),
  titleKey: 'app.pages.payout_requests.title',
  menu: { labelKey: 'app.nav.withdraw_requests', icon: RequestQuoteOutlined },
};

export const payoutRequestsPage: PageConfig = {
  path: '/payout-requests',
  Component: PayoutRequestsPage,
  access: requirePermission('approved-payout-requests'),
  titleKey: 'app.pages.payout_requests.title',
  menu: { labelKey: 'app.nav.payout_requests', icon: PaymentsOutlined },
};
