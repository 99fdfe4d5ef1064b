import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { PAGE_ACCESS } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const dashboardPage: PageConfig = {
  path: '/dashboard',
  Component: lazyPage(() => import('./DashboardPage'), 'DashboardPage'),
  access: PAGE_ACCESS,
  titleKey: 'app.pages.dashboard.title',
  menu: { labelKey: 'app.nav.dashboard', icon: SpaceDashboardOutlined },
};
