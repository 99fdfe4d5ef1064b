import { Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useNavigate, useTranslate } from 'react-admin';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { TwoFactorPanel } from './TwoFactorPanel';

/** Security Settings at /security/2fa (001 section 2.8): a Back button and the two-factor panel. */
export function TwoFactorPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <PageContainer>
      <Button startIcon={<ArrowBack />} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard'))} sx={{ mb: 1.5, ml: -1 }}>
        {translate('app.security.back')}
      </Button>
      <PageHeader titleKey="app.pages.two_factor.title" />
      <Card>
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            {translate('app.security.two_factor.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.security.two_factor.intro')}
          </Typography>
          <TwoFactorPanel />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
