import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DEFAULT_SUB_USER_ROLE, type SubUserRole } from '../../contract/permissions';
import type { SubUser } from '../../contract/subusers';
import { PasswordField } from '../common/PasswordField';
import { ConfirmPasswordField, SubmitButton, passwordRules, requiredField, text, type PasswordValues } from './subUserForm';

/** What the dialog sends: name, email and role, and the password when adding (001 section 7). */
export interface SubUserInput {
  name: string;
  email: string;
  role: SubUserRole;
  password?: string;
}

interface SubUserFormDialogProps {
  /** The user being edited; null when adding. */
  user: SubUser | null;
  /** The roles the caller may give (contract manageableRoles). */
  roles: readonly SubUserRole[];
  onSubmit: (values: SubUserInput) => Promise<void>;
  onClose: () => void;
}

interface SubUserValues extends PasswordValues {
  name: string | null;
  email: string | null;
  role: SubUserRole;
}

const F = 'app.subusers.form';

/**
 * Add/Edit sub-user (001 section 2.7) on react-admin's Form: Full Name, Email Address and Role,
 * plus Password and Confirm Password when adding, with a red hint as soon as the two differ. Each
 * field's validator gives the spec's message under it (001 section 5); the server checks again.
 */
export function SubUserFormDialog({ user, roles, onSubmit, onClose }: SubUserFormDialogProps) {
  const translate = useTranslate();
  const adding = user === null;
  const record: SubUserValues = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? (roles.includes(DEFAULT_SUB_USER_ROLE) ? DEFAULT_SUB_USER_ROLE : roles[0]),
    password: '',
    confirmPassword: '',
  };
  const required = requiredField(translate);
  const rules = passwordRules(translate, { required: true });

  const submit = async (values: Partial<SubUserValues>) => {
    const base = { name: text(values.name).trim(), email: text(values.email).trim(), role: values.role as SubUserRole };
    await onSubmit(adding ? { ...base, password: text(values.password) } : base);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="subuser-form-title">
      <Form record={record} onSubmit={submit} noValidate disableInvalidFormNotification>
        <DialogTitle id="subuser-form-title">{translate(`${F}.${adding ? 'add_title' : 'edit_title'}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput source="name" label={`${F}.full_name`} validate={required('full_name')} helperText={false} margin="none" autoFocus />
            <TextInput source="email" label={`${F}.email`} type="email" validate={required('email')} helperText={false} margin="none" />
            <SelectInput
              source="role"
              label={`${F}.role`}
              choices={roles.map((role) => ({ id: role, name: `app.subusers.roles.${role}` }))}
              validate={required('role')}
              helperText={false}
              margin="none"
            />
            {adding ? (
              <>
                <PasswordField source="password" label={`${F}.password`} validate={rules.password} helperText={false} margin="none" autoComplete="new-password" />
                <ConfirmPasswordField label={`${F}.confirm_password`} validate={rules.confirmPassword} />
              </>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(`${F}.cancel`)}</Button>
          <SubmitButton label={`${F}.${adding ? 'create' : 'save'}`} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
