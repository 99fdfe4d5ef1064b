import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { PAGE_ACCESS, requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const roleManagementPage: PageConfig = {
  path: '/role-management',
  Component: lazyPage(() => import('./RoleManagementPage'), 'RoleManagementPage'),
  access: requirePermission('role-management'),
  titleKey: 'app.pages.role_management.title',
  menu: { labelKey: 'app.pages.role_management.title', icon: ManageAccountsOutlined },
};

/** Session only (000 section 2): every signed-in user may see what they are allowed. */
export const permissionDemoPage: PageConfig = {
  path: '/permission-demo',
  Component: lazyPage(() => import('./PermissionDemoPage'), 'PermissionDemoPage'),
  access: PAGE_ACCESS,
  titleKey: 'app.permission_demo.title',
  menu: { labelKey: 'app.permission_demo.title', icon: VerifiedUserOutlined },
};
