import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { PAGE_ACCESS, requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const settingsPage: PageConfig = {
  path: '/settings',
  Component: lazyPage(() => import('./SettingsPage'), 'SettingsPage'),
  access: PAGE_ACCESS,
  titleKey: 'app.pages.settings.title',
};

/** The same change-password form as the Settings profile tab (DECISIONS.md section 4). */
export const changePasswordPage: PageConfig = {
  path: '/change-password',
  Component: lazyPage(() => import('./ChangePasswordPage'), 'ChangePasswordPage'),
  access: requirePermission('change-password'),
  titleKey: 'app.pages.change_password.title',
  menu: { labelKey: 'app.pages.change_password.title', icon: LockResetOutlined },
};
