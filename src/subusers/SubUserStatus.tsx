import { useState } from 'react';
import { Button, Menu, MenuItem, Select } from '@mui/material';
import ToggleOn from '@mui/icons-material/ToggleOn';
import { Confirm, useListContext, useTranslate, useUnselectAll, useUpdateMany } from 'react-admin';
import { SUB_USER_STATUSES, type SubUserStatus } from '../../contract/subusers';
import { errorMessage } from '../../dataProvider/httpClient';
import { useRoleNotify } from './roleNotify';
import { useRowControls, type SubUserRow } from './SubUserRowControls';

const S = 'app.subusers';

/** Taking access away is sent at once (in an undo window the user could still sign in); its toast's Undo sends it back. */
export function useStatusChange() {
  const translate = useTranslate();
  const notify = useRoleNotify();
  const [updateMany, { isPending }] = useUpdateMany<SubUserRow>();
  const m = (key: string) => translate(`${S}.messages.${key}`);
  const onError = (failure: unknown) => notify(errorMessage(failure, { failed: m('status_failed') }), 'error');

  const restore = (users: readonly SubUserRow[]) => {
    for (const status of new Set(users.map((user) => user.status))) {
      const ids = users.filter((user) => user.status === status).map((user) => user.id);
      updateMany('subusers', { ids, data: { status } }, { mutationMode: 'pessimistic', onSuccess: () => notify(m('status_updated'), 'success'), onError });
    }
  };

  const change = (users: readonly SubUserRow[], status: SubUserStatus, onSuccess?: () => void) => {
    const takesAccessAway = status !== 'active';
    updateMany(
      'subusers',
      { ids: users.map((user) => user.id), data: { status } },
      {
        mutationMode: takesAccessAway ? 'pessimistic' : 'undoable',
        onSuccess: () => {
          onSuccess?.();
          notify(m('status_updated'), 'success', takesAccessAway ? () => restore(users.filter((user) => user.status !== status)) : true);
        },
        onError,
      },
    );
  };

  return { change, isPending };
}

export function SubUserStatusSelect({ user }: { user: SubUserRow }) {
  const translate = useTranslate();
  const { mayTouch, statusChange } = useRowControls();
  return (
    <Select
      size="small"
      value={user.status}
      disabled={!mayTouch(user) || statusChange.isPending}
      inputProps={{ 'aria-label': translate(`${S}.status_of`, { name: user.name }) }}
      onChange={(event) => statusChange.change([user], event.target.value as SubUserStatus)}
    >
      {SUB_USER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(`${S}.statuses.${status}`)}
        </MenuItem>
      ))}
    </Select>
  );
}

/** Bulk status (issue 14), after a confirmation naming the count; rows the user may not touch are never sent. */
export function SubUserBulkStatus() {
  const translate = useTranslate();
  const { mayTouch, statusChange } = useRowControls();
  const notify = useRoleNotify();
  const { selectedIds, data = [], resource } = useListContext<SubUserRow>();
  const unselectAll = useUnselectAll(resource);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<SubUserStatus | null>(null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`${S}.bulk.${key}`, options);

  const selected = data.filter((user) => selectedIds.includes(user.id));
  const allowed = selected.filter(mayTouch);
  const refused = selected.filter((user) => !mayTouch(user));
  const refusal = t('refused', { names: refused.map((user) => user.name).join(', ') });
  const body = t('body', { smart_count: allowed.length, status: status ? translate(`${S}.statuses.${status}`) : '' });

  const apply = () => {
    const chosen = status;
    setStatus(null);
    if (!chosen) return;
    if (allowed.length === 0) return notify(refusal, 'error');
    statusChange.change(allowed, chosen, unselectAll);
  };

  return (
    <>
      <Button size="small" startIcon={<ToggleOn />} disabled={statusChange.isPending} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {t('set_status')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SUB_USER_STATUSES.map((value) => (
          <MenuItem
            key={value}
            onClick={() => {
              setAnchor(null);
              setStatus(value);
            }}
          >
            {translate(`${S}.statuses.${value}`)}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={status !== null}
        title="app.subusers.bulk.title"
        content={refused.length > 0 ? `${body} ${refusal}` : body}
        onConfirm={apply}
        onClose={() => setStatus(null)}
      />
    </>
  );
}
