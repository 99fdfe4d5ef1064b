import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

interface RetryAlertProps {
  children: ReactNode;
  /** The i18n key of the button that asks again: 'Try Again' unless the screen's spec says 'Retry'. */
  retryLabel?: string;
  onRetry: () => unknown;
  sx?: SxProps<Theme>;
}

export function RetryAlert({ children, retryLabel = 'app.action.try_again', onRetry, sx }: RetryAlertProps) {
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
