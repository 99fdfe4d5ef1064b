import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

/**
 * The team activity log (issue 16): the main merchant and holders of role-management, the same
 * rule as the server's route (contract/activity.ts canReadActivity; the main merchant holds every
 * permission).
 */
export const activityPage: PageConfig = {
  path: '/activity',
  Component: lazyPage(() => import('./ActivityPage'), 'ActivityPage'),
  access: requirePermission('role-management'),
  titleKey: 'app.pages.activity.title',
  menu: { labelKey: 'app.nav.activity', icon: HistoryOutlined },
};
