import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import { checkOwnPassword } from '../../contract/auth';
import { DELAYS_MS } from '../../contract/constants';
import type { GatewayDataProvider } from '../../dataProvider';
import { PasswordField } from '../common/PasswordField';
import { passwordFailure } from './passwordErrors';

/**
 * The one change-password form (DECISIONS.md section 4) of /change-password and the Settings
 * profile tab: the own-password rules of 001 section 5 (contract checkOwnPassword, which the
 * server applies too), the error mapping of 001 section 8, and sign-out 1.2 s after success.
 * On success the form closes at once and the success panel takes its place for the 1.2 s before
 * the sign-out (000 section 4), which cuts 001 section 9's 3 s panel and 2 s close short.
 */
export function ChangePasswordForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const logout = useLogout();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const t = (key: string) => translate(`app.security.change_password.${key}`);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = checkOwnPassword({ currentPassword, newPassword, confirmPassword });
    setError(broken ? t(`rule.${broken}`) : null);
    if (broken) return;
    setBusy(true);
    try {
      await dataProvider.changePassword({ currentPassword, newPassword });
      setSuccess(true);
      timer.current = setTimeout(() => void logout(), DELAYS_MS.postPasswordChangeLogout);
    } catch (failure) {
      const mapped = passwordFailure(failure);
      setError(typeof mapped === 'object' ? mapped.message : t(`errors.${mapped}`));
      // The sign-in page is at /; logging out clears the stored session that would redirect back.
      if (mapped === 'session_expired') timer.current = setTimeout(() => void logout(), DELAYS_MS.sessionExpiredRedirect);
      setBusy(false);
    }
  };

  if (success) {
    return (
      <Alert severity="success" role="status" sx={{ maxWidth: 480 }}>
        <AlertTitle>{t('success')}</AlertTitle>
      </Alert>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 480 }}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <PasswordField label={t('current')} value={currentPassword} onChange={setCurrentPassword} autoComplete="current-password" />
      <PasswordField label={t('new')} value={newPassword} onChange={setNewPassword} autoComplete="new-password" />
      <PasswordField label={t('confirm')} value={confirmPassword} onChange={setConfirmPassword} autoComplete="new-password" />
      <Typography variant="body2" color="text.secondary">
        {t('rules')}
      </Typography>
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('submit')}
      </Button>
    </Stack>
  );
}
