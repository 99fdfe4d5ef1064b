import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TwoFactorPanel } from './TwoFactorPanel';

/**
 * The two-factor panel as a modal (000 section 2: "modal or standalone page"): the same steps as
 * /security/2fa, reachable from the Profile menu on any page without leaving it.
 */
export function TwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="two-factor-dialog-title">
      <DialogTitle id="two-factor-dialog-title">{translate('app.security.two_factor.title')}</DialogTitle>
      <DialogContent>{open && <TwoFactorPanel />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.security.two_factor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
