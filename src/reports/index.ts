import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

/** Reports (issue 29): holders of balance-view or transactions-view; the balance figures need balance-view (the server's nulls). */
export const reportsPage: PageConfig = {
  path: '/reports',
  Component: lazyPage(() => import('./ReportsPage'), 'ReportsPage'),
  access: requirePermission(['balance-view', 'transactions-view']),
  titleKey: 'app.pages.reports.title',
  menu: { labelKey: 'app.pages.reports.title', icon: AssessmentOutlined },
};
