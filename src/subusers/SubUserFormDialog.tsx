import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_SUB_USER_ROLE, type SubUserRole } from '../../contract/permissions';
import { checkSubUserPassword, type SubUser } from '../../contract/subusers';
import type { SubUserInput } from '../../dataProvider/subusersApi';
import { PasswordField } from '../common/PasswordField';

interface SubUserFormDialogProps {
  /** The user being edited; null when adding. */
  user: SubUser | null;
  /** The roles the caller may give (contract manageableRoles). */
  roles: readonly SubUserRole[];
  onSubmit: (values: SubUserInput & { password?: string }) => Promise<void>;
  onClose: () => void;
}

/**
 * Add/Edit sub-user (001 section 2.7): Full Name, Email Address and Role, plus Password and
 * Confirm Password when adding, with a red hint as soon as the two differ.
 */
export function SubUserFormDialog({ user, roles, onSubmit, onClose }: SubUserFormDialogProps) {
  const translate = useTranslate();
  const adding = user === null;
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [role, setRole] = useState<SubUserRole>(user?.role ?? (roles.includes(DEFAULT_SUB_USER_ROLE) ? DEFAULT_SUB_USER_ROLE : roles[0]));
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;
  const field = (key: string) => translate(`app.subusers.form.${key}`);

  const validate = (): string | null => {
    const required: [string, string][] = [
      ['full_name', name.trim()],
      ['email', email.trim()],
      ['role', role],
      ...(adding ? ([['password', password], ['confirm_password', confirmPassword]] as [string, string][]) : []),
    ];
    const missing = required.find(([, value]) => !value);
    if (missing) return translate('app.subusers.form.required', { field: field(missing[0]) });
    return adding ? checkSubUserPassword(password, confirmPassword) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate();
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), email: email.trim(), role, ...(adding ? { password } : {}) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="subuser-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="subuser-form-title">{field(adding ? 'add_title' : 'edit_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <TextField label={field('full_name')} value={name} onChange={(event) => setName(event.target.value)} required autoFocus />
            <TextField label={field('email')} type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
            <TextField select label={field('role')} value={role} onChange={(event) => setRole(event.target.value as SubUserRole)} required>
              {roles.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`app.subusers.roles.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            {adding ? (
              <>
                <PasswordField label={field('password')} value={password} onChange={setPassword} required autoComplete="new-password" />
                <PasswordField
                  label={field('confirm_password')}
                  value={confirmPassword}
                  onChange={setConfirmPassword}
                  required
                  autoComplete="new-password"
                  error={mismatch}
                  helperText={mismatch ? translate('app.subusers.messages.passwords_differ') : ' '}
                />
              </>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{field('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {field(adding ? 'create' : 'save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
