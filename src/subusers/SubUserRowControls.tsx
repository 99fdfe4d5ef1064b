import { createContext, useContext } from 'react';
import { Box, Button } from '@mui/material';
import { CanAccess, useTranslate } from 'react-admin';
import type { SubUser, SubUserStatus } from '../../contract/subusers';

const S = 'app.subusers';

export type SubUserRow = SubUser & { id: string };

export type RowAction = 'edit' | 'password' | '2fa' | 'delete' | 'delete2fa';

export interface RowControls {
  /** Whether the signed-in user may change this sub-user's status (and so select its row). */
  mayTouch: (user: SubUserRow) => boolean;
  onOpen: (kind: RowAction, user: SubUserRow) => void;
  /** The page's useStatusChange, not a row's: its Undo outlives the row's render. */
  statusChange: { change: (users: readonly SubUserRow[], status: SubUserStatus, onSuccess?: () => void) => void; isPending: boolean };
}

export const RowControlsContext = createContext<RowControls | null>(null);

export function useRowControls(): RowControls {
  const controls = useContext(RowControlsContext);
  if (!controls) throw new Error('A sub-user row control needs RowControlsContext');
  return controls;
}

export function SubUserActions({ user }: { user: SubUserRow }) {
  const translate = useTranslate();
  const { onOpen } = useRowControls();
  const button = (kind: RowAction, key: string, color: 'primary' | 'error' = 'primary', disabled = false) => (
    <Button
      size="small"
      color={color}
      aria-label={translate(`${S}.actions.for`, { action: translate(`${S}.actions.${key}`), name: user.name })}
      disabled={disabled}
      onClick={() => onOpen(kind, user)}
    >
      {translate(`${S}.actions.${key}`)}
    </Button>
  );
  const ask = { resource: 'subusers', record: user };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <CanAccess {...ask} action="edit">
        {button('edit', 'edit')}
      </CanAccess>
      <CanAccess {...ask} action="password">
        {button('password', 'password')}
      </CanAccess>
      <CanAccess {...ask} action="two_factor">
        {button('2fa', 'manage_2fa')}
        {button('delete2fa', 'delete_2fa', 'error', user.enabled2FA !== 'true')}
      </CanAccess>
      <CanAccess {...ask} action="delete">
        {button('delete', 'delete', 'error')}
      </CanAccess>
    </Box>
  );
}
