import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ToggleOn from '@mui/icons-material/ToggleOn';
import { Confirm, useListContext, useTranslate, useUnselectAll } from 'react-admin';
import { SUB_USER_STATUSES, type SubUserStatus } from '../../contract/subusers';
import { useRoleNotify } from './roleNotify';
import { useRowControls, type SubUserRow } from './SubUserRowControls';
import { useStatusChange } from './useStatusChange';

/** Bulk status (issue 14), after a confirmation naming the count; rows the user may not touch are never sent. */
export function SubUserBulkStatus() {
  const translate = useTranslate();
  const { mayTouch } = useRowControls();
  const notify = useRoleNotify();
  const { selectedIds, data = [], resource } = useListContext<SubUserRow>();
  const unselectAll = useUnselectAll(resource);
  const { change, isPending } = useStatusChange();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<SubUserStatus | null>(null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.subusers.bulk.${key}`, options);

  const selected = data.filter((user) => selectedIds.includes(user.id));
  const allowed = selected.filter(mayTouch);
  const refused = selected.filter((user) => !mayTouch(user));
  const refusal = t('refused', { names: refused.map((user) => user.name).join(', ') });
  const body = t('body', { smart_count: allowed.length, status: status ? translate(`app.subusers.statuses.${status}`) : '' });

  const apply = () => {
    const chosen = status;
    setStatus(null);
    if (!chosen) return;
    if (allowed.length === 0) return notify(refusal, 'error');
    change(allowed, chosen, unselectAll);
  };

  return (
    <>
      <Button size="small" startIcon={<ToggleOn />} disabled={isPending} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
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
            {translate(`app.subusers.statuses.${value}`)}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={status !== null}
        title="app.subusers.bulk.title"
        content={refused.length > 0 ? `${body} ${refusal}` : body}
        confirm="app.subusers.confirm.confirm"
        cancel="app.subusers.confirm.cancel"
        onConfirm={apply}
        onClose={() => setStatus(null)}
      />
    </>
  );
}
