import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';

/** The full-width primary button of each sign-in step, with a spinner while its call runs. */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
