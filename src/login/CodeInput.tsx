import { useLoginTranslate } from './environment';
import { OutlinedField } from './OutlinedField';
import { CODE_LENGTH } from '../../contract/constants';

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** Keeps digits only and at most 6 of them, whatever is typed or pasted (000 section 5). */
export function toCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH;
}

/** The 6-digit code field of the emailed-code and 2FA steps. */
export function CodeInput({ value, onChange, disabled }: CodeInputProps) {
  const translate = useLoginTranslate();
  const incomplete = value.length > 0 && !isCompleteCode(value);
  return (
    <OutlinedField
      label={translate('app.login.verification_code')}
      value={value}
      onChange={(raw) => onChange(toCode(raw))}
      disabled={disabled}
      autoFocus
      autoComplete="one-time-code"
      helperText={incomplete ? translate('app.login.errors.incomplete_code') : ' '}
      htmlInput={{
        inputMode: 'numeric',
        pattern: '[0-9]*',
        maxLength: CODE_LENGTH,
        style: { letterSpacing: '0.5em', fontSize: '1.25rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
      }}
    />
  );
}
