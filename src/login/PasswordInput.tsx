import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

type PasswordInputProps = Omit<OutlinedFieldProps, 'type' | 'endAdornment'> & {
  /** The accessible names of the show/hide toggle. */
  toggleLabels: { show: string; hide: string };
};

/**
 * The password inputs of the pages outside the shell (sign-in, reset), with a show/hide toggle.
 * The shell's forms use common/PasswordField, which names its toggle through react-admin.
 */
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
