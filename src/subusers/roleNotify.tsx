import { IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useCloseNotification, useNotify, useTranslate } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/** Closes the toast it sits in (react-admin's notification context). */
function CloseToastButton() {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <IconButton size="small" color="inherit" aria-label={translate('ra.action.close')} onClick={close}>
      <Close fontSize="small" />
    </IconButton>
  );
}

/**
 * Role management's toasts through react-admin's useNotify: top-right, closing after 3 s
 * (001 sections 2.7 and 9). An undoable one carries react-admin's Undo instead of Close, and its
 * request goes out when it closes.
 */
export function useRoleNotify() {
  const notify = useNotify();
  return (message: string, type: 'success' | 'error', undoable = false) =>
    notify(message, {
      type,
      autoHideDuration: DELAYS_MS.roleToast,
      anchorOrigin: TOP_RIGHT,
      undoable,
      ...(undoable ? {} : { action: <CloseToastButton /> }),
    });
}
