import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation asked before Delete and Delete 2FA (001 section 5). */
export function ConfirmDialog({ open, title, body, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.subusers.confirm.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {translate('app.subusers.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
