import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

/** Payments that need attention (issue 29): holders of transactions-view, as the server's GET. */
export const paymentIssuesPage: PageConfig = {
  path: '/payment-issues',
  Component: lazyPage(() => import('./PaymentIssuesPage'), 'PaymentIssuesPage'),
  access: requirePermission('transactions-view'),
  titleKey: 'app.pages.payment_issues.title',
  menu: { labelKey: 'app.pages.payment_issues.title', icon: ReportProblemOutlined },
};

/** A record's own address: the same screen, with the record's dialog open over the list. */
export const paymentIssuePage: PageConfig = { ...paymentIssuesPage, path: '/payment-issues/:id', menu: undefined };
