import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

type PasswordFieldProps = Omit<TextInputProps, 'type' | 'label'> & {
  /** A translation key or text: the field's label, and the name its toggle gives ("Show {label}"). */
  label: string;
  /** A message shown red under the field before any submit (the confirmation's mismatch hint). */
  hint?: string | null;
};

/** react-admin's password input with a "Show {label}" / "Hide {label}" toggle (role management forms). */
export function PasswordField({ label, hint, ...props }: PasswordFieldProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const name = translate(label, { _: label });
  return (
    <TextInput
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      {...(hint ? { helperText: hint } : {})}
      slotProps={{
        ...(hint ? { inputLabel: { error: true }, formHelperText: { error: true } } : {}),
        input: {
          ...(hint ? { error: true } : {}),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={translate(visible ? 'app.subusers.form.hide' : 'app.subusers.form.show', { field: name })}
                onClick={() => setVisible((shown) => !shown)}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
