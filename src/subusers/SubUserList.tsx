import { useState } from 'react';
import { Box, Card, CardActions, CardContent, Checkbox, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useListContext, usePermissions, useTranslate } from 'react-admin';
import type { SessionPermissions } from '../../authProvider';
import { answerCanAccess } from '../../authProvider/access';
import { formatDateTime } from '../common/formatters';
import { ListPager } from '../common/list/ListPager';
import { BulkToolbar, RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { SubUserDialogs, type SubUserModal } from './SubUserDialogs';
import { RowControlsContext, SubUserActions, type RowControls, type SubUserRow } from './SubUserRowControls';
import { SubUserBulkStatus, SubUserStatusSelect, useStatusChange } from './SubUserStatus';

const S = 'app.subusers';

/** The row's place in the whole list (page and position), 1-based. */
function SerialNumber({ user }: { user: SubUserRow }) {
  const { data, page, perPage } = useListContext<SubUserRow>();
  return <>{(page - 1) * perPage + (data?.findIndex((row) => row.id === user.id) ?? 0) + 1}</>;
}

function RoleLabel({ user }: { user: SubUserRow }) {
  return <>{useTranslate()(`app.roles.${user.role}`, { _: user.role })}</>;
}

/** The spec's columns in its order (001 section 2.7); the status dropdown and the actions are the row's controls. */
const COLUMNS: RecordColumn<SubUserRow>[] = [
  { source: 'sr_no', label: `${S}.columns.sr_no`, flex: 0.4, minWidth: 70, render: (user) => <SerialNumber user={user} /> },
  { source: 'name', label: `${S}.columns.name`, sortable: true, minWidth: 120 },
  { source: 'email', label: `${S}.columns.email`, sortable: true, flex: 1.3, minWidth: 170 },
  { source: 'role', label: `${S}.columns.role`, sortable: true, minWidth: 120, render: (user) => <RoleLabel user={user} /> },
  { source: 'status', label: `${S}.columns.status`, sortable: true, minWidth: 130, render: (user) => <SubUserStatusSelect user={user} /> },
  { source: 'createdAt', label: `${S}.columns.created`, sortable: true, minWidth: 140, render: (user) => formatDateTime(user.createdAt) },
  { source: 'actions', label: `${S}.columns.actions`, flex: 1.8, minWidth: 230, render: (user) => <SubUserActions user={user} /> },
];

/** Role Management on a phone: a card per sub-user with every column but Sr. No., and a checkbox for bulk status. */
function SubUserCards({ mayTouch }: Pick<RowControls, 'mayTouch'>) {
  const translate = useTranslate();
  const { data = [], selectedIds, onToggleItem } = useListContext<SubUserRow>();
  return (
    <>
      {/* No Select all, which would take in the users this one may not change. */}
      <BulkToolbar selectAllButton={false}>
        <SubUserBulkStatus />
      </BulkToolbar>
      <Stack component="ul" spacing={1.5} aria-label={translate('app.pages.role_management.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((user) => (
          <Card key={user.id} component="li" variant="outlined" aria-label={user.name}>
            <CardContent sx={{ pb: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {user.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    <RoleLabel user={user} /> · {formatDateTime(user.createdAt)}
                  </Typography>
                </Box>
                <Checkbox
                  checked={selectedIds.includes(user.id)}
                  disabled={!mayTouch(user)}
                  onChange={() => onToggleItem(user.id)}
                  slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
                  sx={{ mt: -1, mr: -1 }}
                />
              </Box>
              <Box sx={{ mt: 1.5 }}>
                <SubUserStatusSelect user={user} />
              </Box>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
              <SubUserActions user={user} />
            </CardActions>
          </Card>
        ))}
      </Stack>
    </>
  );
}

/** The team: the grid on a wide screen, cards on a phone; bulk status over the rows the user may change. */
export function SubUserList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data } = useListContext<SubUserRow>();
  const [modal, setModal] = useState<SubUserModal>(null);
  const { permissions } = usePermissions<SessionPermissions | null>();
  const controls: RowControls = {
    // canAccess's answer for subusers/status, synchronously, as the grid's isRowSelectable needs it.
    mayTouch: (user) => Boolean(permissions && answerCanAccess(permissions, 'subusers', 'status', user)),
    onOpen: (kind, user) => setModal({ kind, user }),
    statusChange: useStatusChange(),
  };
  // With a filter set and nothing matching (without one, ListBase shows its `empty`).
  if (!data?.length) return <Typography sx={{ p: 4, textAlign: 'center' }}>{translate(`${S}.no_match`)}</Typography>;
  return (
    <RowControlsContext.Provider value={controls}>
      {isPhone ? (
        <SubUserCards mayTouch={controls.mayTouch} />
      ) : (
        <Card>
          <RecordGrid<SubUserRow>
            columns={COLUMNS}
            label="app.pages.role_management.title"
            storeKey="subusers"
            bulkActionButtons={<SubUserBulkStatus />}
            isRowSelectable={controls.mayTouch}
            rowHeight="auto"
            columnsButton
          />
        </Card>
      )}
      <ListPager />
      <SubUserDialogs modal={modal} onClose={() => setModal(null)} />
    </RowControlsContext.Provider>
  );
}
