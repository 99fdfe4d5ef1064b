import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useLoginTranslate } from './environment';
import { OutlinedField } from './OutlinedField';
import { SubmitButton } from './SubmitButton';

interface ForgotPasswordFormProps {
  initialEmail: string;
  busy: boolean;
  onSubmit: (email: string) => void;
  onBack: () => void;
}

/** Mode 4: the email only, Send Reset Link, Back to Login. */
export function ForgotPasswordForm({ initialEmail, busy, onSubmit, onBack }: ForgotPasswordFormProps) {
  const translate = useLoginTranslate();
  const [email, setEmail] = useState(initialEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email.trim());
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
        <SubmitButton busy={busy}>{translate('app.login.send_reset_link')}</SubmitButton>
        <Box>
          <Button variant="text" startIcon={<ArrowBack />} onClick={onBack} disabled={busy}>
            {translate('app.login.back_to_login')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
