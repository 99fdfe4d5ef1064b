import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import type { Credentials } from './useLoginFlow';
import { SubmitButton } from './SubmitButton';

interface SignInFormProps {
  initial: Credentials;
  busy: boolean;
  onSubmit: (credentials: Credentials) => void;
  onForgotPassword: (email: string) => void;
}

/** Mode 1: email, password with a show/hide toggle, Remember me, Forgot password?, Sign In. */
export function SignInForm({ initial, busy, onSubmit, onForgotPassword }: SignInFormProps) {
  const translate = useTranslate();
  const [email, setEmail] = useState(initial.email);
  const [password, setPassword] = useState(initial.password);
  const [rememberMe, setRememberMe] = useState(initial.rememberMe);
  const [showPassword, setShowPassword] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password, rememberMe });
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <TextField
          label={translate('app.login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={busy}
        />
        <TextField
          label={translate('app.login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={translate(showPassword ? 'app.login.hide_password' : 'app.login.show_password')}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
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
