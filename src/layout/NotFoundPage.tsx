import { Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { PAGE_ACCESS } from '../../authProvider/access';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { PermissionGate } from '../common/PermissionGate';

/** Any unknown address inside the shell; signed-out visitors go to the login route instead. */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <PermissionGate rule={PAGE_ACCESS}>
      <PageContainer>
        <PageHeader titleKey="app.pages.not_found.title" subtitle={translate('app.pages.not_found.body')} />
        <Button variant="contained" component={LinkBase} to="/dashboard">
          {translate('app.nav.dashboard')}
        </Button>
      </PageContainer>
    </PermissionGate>
  );
}
