import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

interface RetryAlertProps {
  /** What failed, in the screen's words. */
  children: ReactNode;
  /** The i18n key of the button that asks again ('Try Again', 'Retry', as each screen's spec says). */
  retryLabel: string;
  onRetry: () => unknown;
  sx?: SxProps<Theme>;
}

/** A read that failed: its message in an error alert, with the button that asks again. */
export function RetryAlert({ children, retryLabel, onRetry, sx }: RetryAlertProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {translate(retryLabel)}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
