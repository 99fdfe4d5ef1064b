import { Button, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useCloseNotification, useNotify, useTranslate } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

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

/** Toasts top-right for 3 s (001 sections 2.7, 9); `undo`: true when undoable, or the reversal of a sent change. */
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
