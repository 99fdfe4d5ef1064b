import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackButton } from '../common/BackButton';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { TwoFactorPanel } from './TwoFactorPanel';

/** Security Settings at /security/2fa (001 section 2.8): a Back button and the two-factor panel. */
export function TwoFactorPage() {
  const translate = useTranslate();
  return (
    <PageContainer>
      <BackButton label="app.security.back" />
      <PageHeader titleKey="app.pages.two_factor.title" />
      <Card>
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            {translate('app.security.two_factor.title')}
          </Typography>
          <TwoFactorPanel />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
