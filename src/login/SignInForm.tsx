import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useLoginTranslate } from './environment';
import { OutlinedField } from './OutlinedField';
import type { Credentials } from './useLoginFlow';
import { PasswordInput } from './PasswordInput';
import { SubmitButton } from './SubmitButton';

interface SignInFormProps {
  initial: Credentials;
  busy: boolean;
  onSubmit: (credentials: Credentials) => void;
  onForgotPassword: (email: string) => void;
}

/** Mode 1: email, password with a show/hide toggle, Remember me, Forgot password?, Sign In. */
export function SignInForm({ initial, busy, onSubmit, onForgotPassword }: SignInFormProps) {
  const translate = useLoginTranslate();
  const [email, setEmail] = useState(initial.email);
  const [password, setPassword] = useState(initial.password);
  const [rememberMe, setRememberMe] = useState(initial.rememberMe);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password, rememberMe });
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <OutlinedField
          label={translate('app.login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={setEmail}
          disabled={busy}
        />
        <PasswordInput
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
          <Button variant="text" size="small" onClick={() => onForgotPassword(email.trim())}>
            {translate('app.login.forgot_password')}
          </Button>
        </Box>
        <SubmitButton busy={busy}>{translate('app.login.sign_in')}</SubmitButton>
      </Stack>
    </Box>
  );
}
