import { useCallback, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { DELAYS_MS } from '../../contract/constants';

export interface Toast {
  severity: 'success' | 'error';
  message: string;
}

/** The role management toasts: top-right, closing after 3 s (001 sections 2.7 and 9). */
export function useRoleToast() {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, key: Date.now() }), []);
  const element = (
    <Snackbar
      key={toast?.key}
      open={toast !== null}
      autoHideDuration={DELAYS_MS.roleToast}
      onClose={() => setToast(null)}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {toast ? (
        <Alert severity={toast.severity} variant="filled" onClose={() => setToast(null)}>
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
  return { show, element };
}
