import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, useTranslate, type TranslateFunction, type Validator } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { DEFAULT_SUB_USER_ROLE, type SubUserRole } from '../../contract/permissions';
import { SUB_USER_MESSAGES, checkSubUserPassword, type CreateSubUserRequest, type SubUser } from '../../contract/subusers';
import { PasswordField } from '../common/PasswordField';

const F = 'app.subusers.form';
const P = 'app.subusers.password_dialog';

/** What the add/edit dialog sends (001 section 7): the password only when adding. */
type SubUserInput = Omit<CreateSubUserRequest, 'password'> & Partial<Pick<CreateSubUserRequest, 'password'>>;

type FormValues = Partial<Record<'name' | 'email' | 'password' | 'confirmPassword', string | null>> & {
  role?: SubUserRole;
};

/** react-admin's TextInput gives null for an emptied field. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** "{Field} is required" (a required react-admin validator: the label carries the asterisk, a select no empty choice). */
function required(translate: TranslateFunction, field: string): Validator {
  const message = translate(`${F}.required`, { field: translate(`${F}.${field}`) });
  return Object.assign((value: unknown) => (text(value).trim() === '' ? message : undefined), { isRequired: true });
}

/** Contract checkSubUserPassword's answer (001 section 5) when it is `message`: each message goes under the field it is about. */
const passwordRule =
  (message: string): Validator =>
  (_value, values: FormValues) =>
    checkSubUserPassword(text(values.password), text(values.confirmPassword)) === message ? message : undefined;

/** Password and its confirmation (required when adding); the confirmation turns red as soon as it differs. */
function PasswordFields({ prefix, isRequired, autoFocus = false }: { prefix: string; isRequired: boolean; autoFocus?: boolean }) {
  const translate = useTranslate();
  const [password, confirmPassword] = useWatch<FormValues, ['password', 'confirmPassword']>({ name: ['password', 'confirmPassword'] });
  const mismatch = text(confirmPassword).length > 0 && text(password) !== text(confirmPassword);
  const rules = (field: string, message: string) => [...(isRequired ? [required(translate, field)] : []), passwordRule(message)];
  return (
    <>
      <PasswordField
        source="password"
        label={`${prefix}.${prefix === F ? 'password' : 'new_password'}`}
        validate={rules('password', SUB_USER_MESSAGES.passwordTooShort)}
        helperText={false}
        margin="none"
        autoFocus={autoFocus}
        autoComplete="new-password"
      />
      <PasswordField
        source="confirmPassword"
        label={`${prefix}.confirm_password`}
        validate={rules('confirm_password', SUB_USER_MESSAGES.passwordsDiffer)}
        autoComplete="new-password"
        margin="none"
        helperText=" "
        hint={mismatch ? translate('app.subusers.messages.passwords_differ') : null}
      />
    </>
  );
}

function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {useTranslate()(label)}
    </Button>
  );
}

interface FormDialogProps {
  title: string;
  submitLabel: string;
  record: FormValues;
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
  maxWidth: 'xs' | 'sm';
  children: ReactNode;
}

function FormDialog({ title, submitLabel, record, onSubmit, onClose, maxWidth, children }: FormDialogProps) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={id}>
      <Form record={record} onSubmit={onSubmit} noValidate disableInvalidFormNotification>
        <DialogTitle id={id}>{translate(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={submitLabel} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

interface SubUserFormDialogProps {
  user: SubUser | null; // null when adding
  roles: readonly SubUserRole[];
  onSubmit: (values: SubUserInput) => Promise<void>;
  onClose: () => void;
}

/** Add/Edit sub-user (001 sections 2.7, 5): each validator gives the spec's message under its field. */
export function SubUserFormDialog({ user, roles, onSubmit, onClose }: SubUserFormDialogProps) {
  const translate = useTranslate();
  const adding = user === null;
  const record: FormValues = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? (roles.includes(DEFAULT_SUB_USER_ROLE) ? DEFAULT_SUB_USER_ROLE : roles[0]),
    password: '',
    confirmPassword: '',
  };
  const submit = async (values: FormValues) => {
    const base = { name: text(values.name).trim(), email: text(values.email).trim(), role: values.role as SubUserRole };
    await onSubmit(adding ? { ...base, password: text(values.password) } : base);
  };
  return (
    <FormDialog
      title={adding ? 'app.subusers.add' : `${F}.edit_title`}
      submitLabel={`${F}.${adding ? 'create' : 'save'}`}
      record={record}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="sm"
    >
      <TextInput source="name" label={`${F}.full_name`} validate={required(translate, 'full_name')} helperText={false} margin="none" autoFocus />
      <TextInput source="email" label={`${F}.email`} type="email" validate={required(translate, 'email')} helperText={false} margin="none" />
      <SelectInput
        source="role"
        label={`${F}.role`}
        choices={roles.map((role) => ({ id: role, name: `app.roles.${role}` }))}
        validate={required(translate, 'role')}
        helperText={false}
        margin="none"
      />
      {adding ? <PasswordFields prefix={F} isRequired /> : null}
    </FormDialog>
  );
}

/** Change a sub-user's password (001 sections 2.7 and 5). */
export function SubUserPasswordDialog({ user, onSubmit, onClose }: { user: SubUser; onSubmit: (password: string) => Promise<void>; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <FormDialog
      title={`${P}.title`}
      submitLabel={`${P}.submit`}
      record={{ password: '', confirmPassword: '' }}
      onSubmit={(values) => onSubmit(text(values.password))}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography color="text.secondary">{translate(`${P}.for_user`, { name: user.name })}</Typography>
      <PasswordFields prefix={P} isRequired={false} autoFocus />
    </FormDialog>
  );
}
