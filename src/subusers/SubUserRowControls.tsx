import { Box, Button, MenuItem, Select } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { SUB_USER_STATUSES, type SubUser, type SubUserStatus } from '../../contract/subusers';

const S = 'app.subusers';

export type SubUserRow = SubUser & { id: string };

/** The row actions that open a dialog. */
export type RowAction = 'edit' | 'password' | '2fa' | 'delete' | 'delete2fa';

export interface RowControls {
  /** Whether the signed-in user may change this sub-user's status (and so select its row). */
  mayTouch: (user: SubUserRow) => boolean;
  /** Whether the signed-in user may do `action` (edit, password, two_factor, delete) to this sub-user. */
  allowed: (action: string, user: SubUserRow) => boolean;
  onOpen: (kind: RowAction, user: SubUserRow) => void;
  /** Sends a status change (the page's useStatusChange, which outlives the row for its Undo). */
  onStatus: (user: SubUserRow, status: SubUserStatus) => void;
  /** A status change is being sent (its isPending). */
  statusPending: boolean;
}

/**
 * The row's status dropdown, named after the user; a change is sent as useStatusChange says. It is
 * enabled by the same synchronous answer of authProvider.canAccess as the row's selection
 * checkbox (`mayTouch`, the question isRowSelectable asks), so the two never disagree.
 */
export function SubUserStatusSelect({ mayTouch, onStatus, statusPending }: Pick<RowControls, 'mayTouch' | 'onStatus' | 'statusPending'>) {
  const translate = useTranslate();
  const user = useRecordContext<SubUserRow>();
  if (!user) return null;
  return (
    <Select
      size="small"
      value={user.status}
      disabled={!mayTouch(user) || statusPending}
      inputProps={{ 'aria-label': translate(`${S}.status_of`, { name: user.name }) }}
      onChange={(event) => onStatus(user, event.target.value as SubUserStatus)}
    >
      {SUB_USER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(`${S}.statuses.${status}`)}
        </MenuItem>
      ))}
    </Select>
  );
}

/**
 * Edit, Password, 2FA, Delete 2FA and Delete, each shown when authProvider.canAccess grants it for
 * this sub-user (role-management, its role among those the user may manage, change-password for a
 * password: the server's rule).
 */
export function SubUserActions({ allowed, onOpen }: Pick<RowControls, 'allowed' | 'onOpen'>) {
  const translate = useTranslate();
  const user = useRecordContext<SubUserRow>();
  if (!user) return null;
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
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {allowed('edit', user) ? button('edit', 'edit') : null}
      {allowed('password', user) ? button('password', 'password') : null}
      {allowed('two_factor', user) ? button('2fa', 'manage_2fa') : null}
      {allowed('two_factor', user) ? button('delete2fa', 'delete_2fa', 'error', user.enabled2FA !== 'true') : null}
      {allowed('delete', user) ? button('delete', 'delete', 'error') : null}
    </Box>
  );
}
