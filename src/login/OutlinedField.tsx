import { useId, useState, type InputHTMLAttributes } from 'react';
import { FormControl, FormHelperText, IconButton, InputAdornment, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

type OutlinedFieldProps = Pick<OutlinedInputProps, 'type' | 'autoComplete' | 'autoFocus' | 'disabled' | 'endAdornment'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Under the field; a single space keeps its line when there is nothing to say. */
  helperText?: string;
  /** Attributes of the input element itself. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
};

/**
 * The text fields of the pages outside the shell: MUI's outlined TextField from its parts, without
 * the Select that TextField carries along, which the sign-in page's budget has no room for (issue 17).
 */
export function OutlinedField({ label, onChange, helperText, endAdornment, htmlInput, disabled, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={endAdornment}
        inputProps={htmlInput}
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

type PasswordInputProps = Omit<OutlinedFieldProps, 'type' | 'endAdornment'> & {
  /** The accessible names of the show/hide toggle. */
  toggleLabels: { show: string; hide: string };
};

/** A password input with a show/hide toggle; the shell's forms use common/PasswordField (react-admin's translate). */
export function PasswordInput({ toggleLabels, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={visible ? toggleLabels.hide : toggleLabels.show}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
