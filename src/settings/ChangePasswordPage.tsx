import { Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { ChangePasswordForm } from './ChangePasswordForm';

export function ChangePasswordPage() {
  const translate = useTranslate();
  return (
    <PageContainer>
      <PageHeader titleKey="app.pages.change_password.title" subtitle={translate('app.security.change_password.subtitle')} />
      <Card>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
