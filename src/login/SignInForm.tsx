import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import { AuthForm, BackLink, SubmitButton } from './AuthCard';
import { useLoginEnvironment } from './environment';
import { OutlinedField } from './OutlinedField';
import type { Credentials } from './useLoginFlow';

interface SignInFormProps {
  initial: Credentials;
  busy: boolean;
  /** Mode 4 (forgot password): the email only, Send Reset Link, and `onLeave` is Back to Login. */
  forgot: boolean;
  onSubmit: (credentials: Credentials) => void;
  /** Mode 1's Forgot password?, or mode 4's Back to Login, with the email typed so far. */
  onLeave: (email: string) => void;
}

/** Mode 1: email, password with a show/hide toggle, Remember me, Forgot password?, Sign In. */
export function SignInForm({ initial, busy, forgot, onSubmit, onLeave }: SignInFormProps) {
  const { translate } = useLoginEnvironment();
  const [email, setEmail] = useState(initial.email);
  const [password, setPassword] = useState(initial.password);
  const [rememberMe, setRememberMe] = useState(initial.rememberMe);
  return (
    <AuthForm onSubmit={() => onSubmit({ email: email.trim(), password, rememberMe })}>
      <OutlinedField
        label={translate('app.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={setEmail}
        disabled={busy}
      />
      {forgot ? null : (
        <>
          <OutlinedField
            label={translate('app.login.password')}
            toggleLabels={{ show: translate('app.login.show_password'), hide: translate('app.login.hide_password') }}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            disabled={busy}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />}
              label={translate('app.login.remember_me')}
            />
            <Button variant="text" size="small" onClick={() => onLeave(email.trim())}>
              {translate('app.login.forgot_password')}
            </Button>
          </Box>
        </>
      )}
      <SubmitButton busy={busy}>{translate(forgot ? 'app.login.send_reset_link' : 'app.login.sign_in')}</SubmitButton>
      {forgot ? <BackLink labelKey="app.login.back_to_login" onClick={() => onLeave(email.trim())} disabled={busy} /> : null}
    </AuthForm>
  );
}
