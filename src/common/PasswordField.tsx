import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'label' | 'onChange'> & {
  label: string;
  onChange: (value: string) => void;
};

/** A password input with its own show/hide toggle, labelled "Show {label}" / "Hide {label}" (role management and settings forms). */
export function PasswordField({ label, onChange, ...props }: PasswordFieldProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={translate(visible ? 'app.subusers.form.hide' : 'app.subusers.form.show', { field: label })}
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
