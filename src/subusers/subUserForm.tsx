import { Button } from '@mui/material';
import { useTranslate, type TranslateFunction, type Validator } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { SUB_USER_MESSAGES, checkSubUserPassword } from '../../contract/subusers';
import { PasswordField } from '../common/PasswordField';

/** The pieces the add/edit and change-password dialogs share on react-admin's Form. */

export interface PasswordValues {
  password?: string | null;
  confirmPassword?: string | null;
}

/** react-admin's TextInput gives null for an emptied field. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const F = 'app.subusers.form';

/** "{Field} is required" (a required react-admin validator: the label carries the asterisk, a select no empty choice). */
export function requiredField(translate: TranslateFunction) {
  return (field: string): Validator =>
    Object.assign((value: unknown) => (text(value).trim() === '' ? translate(`${F}.required`, { field: translate(`${F}.${field}`) }) : undefined), {
      isRequired: true,
    });
}

/**
 * The two password fields' validators: each required when adding a user ("Password is required"),
 * then contract checkSubUserPassword (the
 * spec's order, 001 section 5), whose message goes under the field it is about: 'Passwords do not
 * match!' under the confirmation, 'Password must be at least 6 characters long' under the password.
 */
export function passwordRules(translate: TranslateFunction, { required }: { required: boolean }) {
  const requiredRule = requiredField(translate);
  const problem = (values: PasswordValues) => checkSubUserPassword(text(values.password), text(values.confirmPassword));
  const password: Validator[] = [
    ...(required ? [requiredRule('password')] : []),
    (_value, values) => (problem(values as PasswordValues) === SUB_USER_MESSAGES.passwordTooShort ? SUB_USER_MESSAGES.passwordTooShort : undefined),
  ];
  const confirmPassword: Validator[] = [
    ...(required ? [requiredRule('confirm_password')] : []),
    (_value, values) => (problem(values as PasswordValues) === SUB_USER_MESSAGES.passwordsDiffer ? SUB_USER_MESSAGES.passwordsDiffer : undefined),
  ];
  return { password, confirmPassword };
}

/** The confirmation field, red with 'Passwords do not match!' under it as soon as it differs from the password. */
export function ConfirmPasswordField({ label, validate }: { label: string; validate: Validator[] }) {
  const translate = useTranslate();
  const [password, confirmPassword] = useWatch<PasswordValues, ['password', 'confirmPassword']>({ name: ['password', 'confirmPassword'] });
  const mismatch = text(confirmPassword).length > 0 && text(password) !== text(confirmPassword);
  return (
    <PasswordField
      source="confirmPassword"
      label={label}
      validate={validate}
      autoComplete="new-password"
      margin="none"
      helperText=" "
      hint={mismatch ? translate('app.subusers.messages.passwords_differ') : null}
    />
  );
}

/** The dialog's submit button, disabled while its submission runs. */
export function SubmitButton({ label }: { label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(label)}
    </Button>
  );
}
