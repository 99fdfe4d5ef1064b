import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import type { SubUser } from '../../contract/subusers';
import { PasswordField } from '../common/PasswordField';
import { ConfirmPasswordField, SubmitButton, passwordRules, text, type PasswordValues } from './subUserForm';

interface SubUserPasswordDialogProps {
  user: SubUser;
  onSubmit: (password: string) => Promise<void>;
  onClose: () => void;
}

const P = 'app.subusers.password_dialog';
const EMPTY: PasswordValues = { password: '', confirmPassword: '' };

/**
 * Change a sub-user's password (001 sections 2.7 and 5) on react-admin's Form: the two entries
 * must match, at least 6 characters (contract checkSubUserPassword, each message under its field).
 */
export function SubUserPasswordDialog({ user, onSubmit, onClose }: SubUserPasswordDialogProps) {
  const translate = useTranslate();
  const rules = passwordRules(translate, { required: false });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="subuser-password-title">
      <Form record={EMPTY} onSubmit={(values: PasswordValues) => onSubmit(text(values.password))} noValidate disableInvalidFormNotification>
        <DialogTitle id="subuser-password-title">{translate(`${P}.title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{translate(`${P}.for_user`, { name: user.name })}</Typography>
            <PasswordField source="password" label={`${P}.new_password`} validate={rules.password} helperText={false} margin="none" autoFocus autoComplete="new-password" />
            <ConfirmPasswordField label={`${P}.confirm_password`} validate={rules.confirmPassword} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.subusers.form.cancel')}</Button>
          <SubmitButton label={`${P}.submit`} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
