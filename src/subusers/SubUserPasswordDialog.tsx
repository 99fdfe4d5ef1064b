import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { checkSubUserPassword, type SubUser } from '../../contract/subusers';
import { PasswordField } from '../common/PasswordField';

interface SubUserPasswordDialogProps {
  user: SubUser;
  onSubmit: (password: string) => Promise<void>;
  onClose: () => void;
}

/** Change a sub-user's password (001 sections 2.7 and 5): the two entries must match, at least 6 characters. */
export function SubUserPasswordDialog({ user, onSubmit, onClose }: SubUserPasswordDialogProps) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkSubUserPassword(password, confirmPassword);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit(password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="subuser-password-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="subuser-password-title">{translate('app.subusers.password_dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{translate('app.subusers.password_dialog.for_user', { name: user.name })}</Typography>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <PasswordField
              label={translate('app.subusers.password_dialog.new_password')}
              value={password}
              onChange={setPassword}
              autoFocus
              autoComplete="new-password"
            />
            <PasswordField
              label={translate('app.subusers.password_dialog.confirm_password')}
              value={confirmPassword}
              onChange={setConfirmPassword}
              autoComplete="new-password"
              error={mismatch}
              helperText={mismatch ? translate('app.subusers.messages.passwords_differ') : ' '}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.subusers.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.subusers.password_dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
