import type { Ref } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
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
