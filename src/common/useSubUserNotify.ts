import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';

/**
 * The toast of a sub-user action taken outside Role Management: react-admin's notification,
 * closing after 2 s (001 section 9), where Role Management's stay 3 s and every other toast 5 s.
 */
export function useSubUserNotify() {
  const notify = useNotify();
  return useCallback(
    (message: string, type: 'success' | 'error') => notify(message, { type, autoHideDuration: DELAYS_MS.subUserToast }),
    [notify],
  );
}
