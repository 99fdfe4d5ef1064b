import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

export interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Under the field; a single space keeps its line when there is nothing to say. */
  helperText?: string;
  endAdornment?: ReactNode;
  /** Attributes of the input element itself. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * The text fields of the pages outside the shell: MUI's outlined TextField, built from the parts
 * TextField assembles (FormControl, InputLabel, OutlinedInput, FormHelperText) without the Select
 * that TextField carries along, which the sign-in page's budget has no room for (issue 17).
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
