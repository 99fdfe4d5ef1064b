import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

/** The team activity log (issue 16): holders of role-management, as the server's rule (contract canReadActivity). */
export const activityPage: PageConfig = {
  path: '/activity',
  Component: lazyPage(() => import('./ActivityPage'), 'ActivityPage'),
  access: requirePermission('role-management'),
  titleKey: 'app.pages.activity.title',
  menu: { labelKey: 'app.pages.activity.title', icon: HistoryOutlined },
};
