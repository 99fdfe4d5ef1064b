import type { Ref } from 'react';
import { Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TwoFactorType } from '../../contract/auth';
import { CODE_LENGTH } from '../../contract/constants';

/** Digits only, at most 6, whatever is typed or pasted (000 section 5). */
const toCode = (raw: string) => raw.replace(/\D/g, '').slice(0, CODE_LENGTH);

type CodeFieldProps = { value: string; onChange: (code: string) => void; disabled?: boolean; inputRef?: Ref<HTMLInputElement>; autoFocus?: boolean };

export function TwoFactorCodeField({ value, onChange, disabled, inputRef, autoFocus }: CodeFieldProps) {
  const translate = useTranslate();
  const incomplete = value.length > 0 && value.length < CODE_LENGTH;
  return (
    <TextField
      label={translate('app.login.verification_code')}
      value={value}
      onChange={(event) => onChange(toCode(event.target.value))}
      disabled={disabled}
      inputRef={inputRef}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      helperText={incomplete ? translate('app.login.errors.incomplete_code') : ' '}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: CODE_LENGTH, style: { letterSpacing: '0.4em' } } }}
    />
  );
}

type SendCodeButtonProps = { type: TwoFactorType | null; label: string; disabled: boolean; onClick: () => void };

/** Sends a code by email or SMS; an authenticator app makes its own, so its users (and a null `type`) get no button. */
export function SendCodeButton({ type, label, disabled, onClick }: SendCodeButtonProps) {
  if (!type || type === 'GOOGLE_AUTH') return null;
  return (
    <Button size="small" sx={{ alignSelf: 'flex-start' }} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}
