import { isRecoveryCode } from '../../contract/recoveryCodeFormat';
import { useLoginTranslate } from './environment';
import { OutlinedField } from './OutlinedField';

interface RecoveryCodeInputProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** Two groups of five with the hyphen, spaces dropped: at most 11 characters. */
const MAX_LENGTH = 11;

/** Sign-in step 3's other choice (issue 16): one of the user's single-use recovery codes. */
export function RecoveryCodeInput({ value, onChange, disabled }: RecoveryCodeInputProps) {
  const translate = useLoginTranslate();
  const incomplete = value.length > 0 && !isRecoveryCode(value);
  return (
    <OutlinedField
      label={translate('app.login.recovery_code')}
      value={value}
      onChange={(raw) => onChange(raw.replace(/\s/g, '').slice(0, MAX_LENGTH))}
      disabled={disabled}
      autoFocus
      autoComplete="off"
      helperText={translate(incomplete ? 'app.login.errors.incomplete_recovery_code' : 'app.login.recovery_code_help')}
      htmlInput={{ autoCapitalize: 'none', spellCheck: false, maxLength: MAX_LENGTH, style: { fontFamily: 'monospace', fontSize: '1.1rem', textAlign: 'center' } }}
    />
  );
}
