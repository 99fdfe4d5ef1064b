import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { Form, useDataProvider, useLogout, useTranslate } from 'react-admin';
import { sessionRefusal } from '../../authProvider/session';
import { checkOwnPassword, type OwnPasswordError } from '../../contract/auth';
import { DELAYS_MS } from '../../contract/constants';
import type { GatewayDataProvider } from '../../dataProvider';
import { isHttpError, isNetworkError, serverMessage } from '../../dataProvider/httpClient';
import { PasswordField } from '../common/PasswordField';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordValues = Partial<Record<(typeof PASSWORD_FIELDS)[number], string | null>>;

/** The field each own-password rule is about, where react-admin shows its message. */
const fieldOf = (error: OwnPasswordError): keyof PasswordValues =>
  error === 'currentRequired' ? 'currentPassword' : error === 'confirmRequired' || error === 'mismatch' ? 'confirmPassword' : 'newPassword';

const text = (values: PasswordValues) => ({
  currentPassword: values.currentPassword ?? '',
  newPassword: values.newPassword ?? '',
  confirmPassword: values.confirmPassword ?? '',
});

/** 001 section 8's own-password errors: current password wrong, session ended (any 401), network, else the server's. */
function passwordFailure(error: unknown): 'current_incorrect' | 'session_expired' | 'network' | { message: string } | 'failed' {
  if (isNetworkError(error)) return 'network';
  const message = serverMessage(error);
  if (message && /current password/i.test(message) && /incorrect|invalid/i.test(message)) return 'current_incorrect';
  if ((isHttpError(error) && error.status === 401) || message?.includes('Authentication failed')) return 'session_expired';
  return message ? { message } : 'failed';
}

/** The one change-password form (DECISIONS.md 4); success shows for the 1.2 s before sign-out (000 §4), not 3 s. */
export function ChangePasswordForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const logout = useLogout();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const t = (key: string) => translate(`app.security.change_password.${key}`);

  useEffect(() => () => clearTimeout(timer.current), []);

  const validate = (values: PasswordValues) => {
    const broken = checkOwnPassword(text(values));
    return broken ? { [fieldOf(broken)]: t(`rule.${broken}`) } : {};
  };

  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => dataProvider.changePassword(body),
    onSuccess: () => {
      timer.current = setTimeout(() => void logout(), DELAYS_MS.postPasswordChangeLogout);
    },
    onError: (failure) => {
      // The sign-in page is at /; logging out clears the stored session that would redirect back.
      // A 401 has already refused the session, and the shell logs out after the same 2 s.
      if (passwordFailure(failure) === 'session_expired' && sessionRefusal() === null) timer.current = setTimeout(() => void logout(), DELAYS_MS.sessionExpiredRedirect);
    },
  });
  const failure = change.error ? passwordFailure(change.error) : null;
  const error = failure === null ? null : typeof failure === 'object' ? failure.message : t(`errors.${failure}`);

  const submit = (values: PasswordValues) => {
    const { currentPassword, newPassword } = text(values);
    change.mutate({ currentPassword, newPassword });
  };

  if (change.isSuccess) {
    return (
      <Alert severity="success" role="status" sx={{ maxWidth: 480 }}>
        <AlertTitle>{t('success')}</AlertTitle>
      </Alert>
    );
  }

  return (
    <Form onSubmit={submit} validate={validate} noValidate disableInvalidFormNotification>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {PASSWORD_FIELDS.map((source) => (
          <PasswordField
            key={source}
            source={source}
            label={`app.security.change_password.${source}`}
            autoComplete={source === 'currentPassword' ? 'current-password' : 'new-password'}
            helperText={false}
            margin="none"
          />
        ))}
        <Typography variant="body2" color="text.secondary">
          {t('rules')}
        </Typography>
        <Button type="submit" variant="contained" disabled={change.isPending} sx={{ alignSelf: 'flex-start' }}>
          {translate('app.pages.change_password.title')}
        </Button>
      </Stack>
    </Form>
  );
}
