import { Button, Card, CardContent, CardHeader, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackButton } from '../common/BackButton';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { TwoFactorPanel } from './TwoFactorPanel';

export function TwoFactorPage() {
  const translate = useTranslate();
  return (
    <PageContainer>
      <BackButton />
      <PageHeader titleKey="app.pages.two_factor.title" />
      <Card>
        <CardHeader title={translate('app.security.two_factor.title')} slotProps={{ title: { variant: 'h2', component: 'h2' } }} sx={{ pb: 1 }} />
        <CardContent sx={{ pt: 0 }}>
          <TwoFactorPanel />
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/** The same panel as a modal (000 section 2: "modal or standalone page"), from the Profile menu on any page. */
export function TwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="two-factor-dialog-title">
      <DialogTitle id="two-factor-dialog-title">{translate('app.security.two_factor.title')}</DialogTitle>
      <DialogContent>{open && <TwoFactorPanel />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
