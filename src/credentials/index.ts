import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const apiCredentialsPage: PageConfig = {
  path: '/api-credentials',
  Component: lazyPage(() => import('./ApiCredentialsPage'), 'ApiCredentialsPage'),
  access: requirePermission('api-credentials'),
  titleKey: 'app.pages.api_credentials.title',
  menu: { labelKey: 'app.pages.api_credentials.title', icon: VpnKeyOutlined },
  deniedNamesSubUser: true,
};
