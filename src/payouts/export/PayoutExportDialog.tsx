import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface PayoutExportDialogProps {
  /** Rows about to be exported, or null when the dialog is closed. */
  count: number | null;
  onStart: () => void;
  onDismiss: () => void;
}

export function PayoutExportDialog({ count, onStart, onDismiss }: PayoutExportDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.export.${key}`, options);
  return (
    <Dialog open={count !== null} onClose={onDismiss} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('confirm_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('confirm', { count: count ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onDismiss}>{t('cancel')}</Button>
        <Button variant="contained" onClick={onStart} autoFocus>
          {t('continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
