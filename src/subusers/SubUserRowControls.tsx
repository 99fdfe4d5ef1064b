import { Box, Button, MenuItem, Select } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { SUB_USER_STATUSES, type SubUser, type SubUserStatus } from '../../contract/subusers';
import { useStatusChange } from './useStatusChange';

const S = 'app.subusers';

export type SubUserRow = SubUser & { id: string };

/** The row actions that open a dialog. */
export type RowAction = 'edit' | 'password' | '2fa' | 'delete' | 'delete2fa';

export interface RowControls {
  /** Whether the signed-in user may do `action` to this sub-user (authProvider.canAccess). */
  allowed: (action: string, user: SubUser) => boolean;
  onOpen: (kind: RowAction, user: SubUserRow) => void;
}

/** The row's status dropdown, named after the user; a change is sent as useStatusChange says. */
export function SubUserStatusSelect({ allowed }: Pick<RowControls, 'allowed'>) {
  const translate = useTranslate();
  const user = useRecordContext<SubUserRow>();
  const { change, isPending } = useStatusChange();
  if (!user) return null;
  return (
    <Select
      size="small"
      value={user.status}
      disabled={!allowed('status', user) || isPending}
      inputProps={{ 'aria-label': translate(`${S}.status_of`, { name: user.name }) }}
      onChange={(event) => change([user], event.target.value as SubUserStatus)}
    >
      {SUB_USER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(`${S}.statuses.${status}`)}
        </MenuItem>
      ))}
    </Select>
  );
}

/** Edit, Password, 2FA, Delete 2FA and Delete, each shown only with its permission for this sub-user. */
export function SubUserActions({ allowed, onOpen }: RowControls) {
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
