import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

type RetryAlertProps = { children: ReactNode; retryLabel?: string; onRetry: () => unknown; sx?: SxProps<Theme> };

/** An error with the button that asks again; `retryLabel` is an i18n key, 'Try Again' unless the spec says 'Retry'. */
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
