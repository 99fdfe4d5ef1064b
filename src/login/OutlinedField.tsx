import { useId, useState, type InputHTMLAttributes } from 'react';
import { FormControl, FormHelperText, IconButton, InputAdornment, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

type OutlinedFieldProps = Pick<OutlinedInputProps, 'type' | 'autoComplete' | 'autoFocus' | 'disabled'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Under the field; a single space keeps its line when there is nothing to say. */
  helperText?: string;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** A password with a show/hide toggle of these accessible names (the shell's forms use common/PasswordField). */
  toggleLabels?: { show: string; hide: string };
};

/** MUI's outlined TextField from its parts, without the Select it carries along: the sign-in budget has no room (issue 17). */
export function OutlinedField({ label, onChange, helperText, htmlInput, disabled, toggleLabels, type, ...input }: OutlinedFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        type={toggleLabels ? (visible ? 'text' : 'password') : type}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={
          toggleLabels ? (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={visible ? toggleLabels.hide : toggleLabels.show} onClick={() => setVisible(!visible)}>
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
        inputProps={htmlInput}
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
