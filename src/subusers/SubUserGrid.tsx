import { useListContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/formatters';
import { RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { SubUserActions, SubUserStatusSelect, useRowControls, type SubUserRow } from './SubUserRowControls';
import { SubUserBulkStatus } from './SubUserBulkStatus';

const S = 'app.subusers';

/** The row's place in the whole list (page and position), 1-based. */
function SerialNumber({ user }: { user: SubUserRow }) {
  const { data, page, perPage } = useListContext<SubUserRow>();
  return <>{(page - 1) * perPage + (data?.findIndex((row) => row.id === user.id) ?? 0) + 1}</>;
}

function RoleLabel({ user }: { user: SubUserRow }) {
  return <>{useTranslate()(`${S}.roles.${user.role}`, { _: user.role })}</>;
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

/** Role Management on a wide screen: the spec's columns, a remembered column chooser, bulk status over the rows the user may change. */
export function SubUserGrid() {
  const { mayTouch } = useRowControls();
  return (
    <RecordGrid<SubUserRow>
      columns={COLUMNS}
      label={`${S}.title`}
      storeKey="subusers"
      bulkActionButtons={<SubUserBulkStatus />}
      isRowSelectable={mayTouch}
      rowHeight="auto"
      columnsButton
    />
  );
}
