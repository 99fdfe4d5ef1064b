import { useState } from 'react';
import { OWN_PASSWORD_MESSAGES, checkOwnPassword } from '../../contract/auth';
import { errorMessage } from '../../dataProvider/httpClient';
import { AuthCard, AuthForm, BackLink, SubmitButton } from './AuthCard';
import { OutlinedField } from './OutlinedField';
import { useLoginEnvironment, useLoginTitle } from './environment';

/** `#/reset-password?token=…` (a sandbox addition): 001 section 5's rules but "different from current", which only the server judges. */
export function ResetPasswordPage() {
  const { translate, navigate, authProvider, searchParams } = useLoginEnvironment();
  const token = searchParams.get('token') ?? '';
  const [passwords, setPasswords] = useState({ newPassword: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    token ? null : { severity: 'error', text: translate('app.login.reset.missing_token') },
  );
  const done = message?.severity === 'success';
  useLoginTitle('app.login.reset.title');

  const submit = async () => {
    // The current password is unknown here; a placeholder no valid new password equals stands in.
    const broken = checkOwnPassword({ currentPassword: '-', ...passwords });
    if (broken) return setMessage({ severity: 'error', text: OWN_PASSWORD_MESSAGES[broken] });
    setBusy(true);
    setMessage(null);
    try {
      const text = await authProvider.resetPassword(token, passwords.newPassword);
      setMessage({ severity: 'success', text: text ?? translate('app.login.reset.done') });
    } catch (error) {
      setMessage({ severity: 'error', text: errorMessage(error, { failed: translate('app.login.reset.failed') }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('app.login.reset.title')} subtitle={translate('app.login.reset.help')} message={message}>
      {token && !done ? (
        <AuthForm onSubmit={submit}>
          {(['newPassword', 'confirmPassword'] as const).map((name) => {
            const field = translate(`app.login.reset.${name === 'newPassword' ? 'new_password' : 'confirm_password'}`);
            return (
              <OutlinedField
                key={name}
                label={field}
                toggleLabels={{ show: translate('app.login.reset.show_field', { field }), hide: translate('app.login.reset.hide_field', { field }) }}
                autoComplete="new-password"
                autoFocus={name === 'newPassword'}
                value={passwords[name]}
                onChange={(value) => setPasswords({ ...passwords, [name]: value })}
                disabled={busy}
              />
            );
          })}
          <SubmitButton busy={busy}>{translate('app.login.reset.submit')}</SubmitButton>
        </AuthForm>
      ) : null}
      <BackLink labelKey="app.login.back_to_login" onClick={() => navigate('/')} disabled={busy} />
    </AuthCard>
  );
}
