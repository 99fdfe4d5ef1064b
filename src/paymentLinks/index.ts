import QrCode2 from '@mui/icons-material/QrCode2';
import { requirePermission } from '../../authProvider/access';
import { lazyPage, type PageConfig } from '../common/pageConfig';

export const qrGeneratorPage: PageConfig = {
  path: '/qr-generator',
  Component: lazyPage(() => import('./QrGeneratorPage'), 'QrGeneratorPage'),
  access: requirePermission('qr-code-generation'),
  titleKey: 'app.pages.qr_generator.title',
  menu: { labelKey: 'app.pages.qr_generator.title', icon: QrCode2 },
};
