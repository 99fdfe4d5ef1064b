import { Button, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useCloseNotification, useNotify, useTranslate } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/** The toast's own button: Close, or Undo for a change already sent, which closes it and sends the reversal. */
function ToastButton({ onUndo }: { onUndo?: () => void }) {
  const close = useCloseNotification();
  const translate = useTranslate();
  if (!onUndo) {
    return (
      <IconButton size="small" color="inherit" aria-label={translate('ra.action.close')} onClick={close}>
        <Close fontSize="small" />
      </IconButton>
    );
  }
  const undo = () => {
    close();
    onUndo();
  };
  return (
    <Button size="small" color="inherit" onClick={undo}>
      {translate('ra.action.undo')}
    </Button>
  );
}

/**
 * Role management's toasts: top-right, closing after 3 s (001 sections 2.7 and 9). `undo` true is
 * react-admin's undoable write; a change already sent passes its reversal, which the toast's Undo sends.
 */
export function useRoleNotify() {
  const notify = useNotify();
  return (message: string, type: 'success' | 'error', undo: boolean | (() => void) = false) =>
    notify(message, {
      type,
      autoHideDuration: DELAYS_MS.roleToast,
      anchorOrigin: TOP_RIGHT,
      undoable: undo === true,
      ...(undo === true ? {} : { action: <ToastButton onUndo={undo || undefined} /> }),
    });
}
