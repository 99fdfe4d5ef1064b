import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const complaintsPage: PageConfig = {
  path: '/complaints',
  Component: lazyPage(() => import('./ComplaintsPage'), 'ComplaintsPage'),
  access: requirePermission('complaints-view'),
  titleKey: 'app.pages.complaints.title',
  menu: { labelKey: 'app.nav.complaints', icon: SupportAgentOutlined },
};
