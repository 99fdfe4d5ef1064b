import type { ReactNode } from 'react';
import { DataTable, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/formatters';
import { SubUserActions, SubUserStatusSelect, type RowControls, type SubUserRow } from './SubUserRowControls';
import { SubUserBulkStatus } from './SubUserBulkStatus';

const S = 'app.subusers';
const Col = DataTable.Col<SubUserRow>;

/** The row's place in the whole list (page and position), 1-based. */
function SerialNumber() {
  const { data, page, perPage } = useListContext<SubUserRow>();
  const user = useRecordContext<SubUserRow>();
  return <>{(page - 1) * perPage + (data?.findIndex((row) => row.id === user?.id) ?? 0) + 1}</>;
}

interface SubUserTableProps extends RowControls {
  empty: ReactNode;
}

/**
 * Role Management's table (001 section 2.7): the spec's columns in its order, the status dropdown
 * and the row actions, and bulk status over the rows the user may change.
 */
export function SubUserTable({ allowed, onOpen, empty, ...status }: SubUserTableProps) {
  const { mayTouch } = status;
  const translate = useTranslate();
  return (
    // The bulk toolbar sits in the flow above the table (react-admin lifts it over a List's own
    // toolbar, which this page does not have), and a narrow screen scrolls the table, not the page.
    <DataTable<SubUserRow>
      sx={{
        '&& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
      }}
      rowClick={false}
      isRowSelectable={mayTouch}
      bulkActionButtons={<SubUserBulkStatus mayTouch={mayTouch} />}
      empty={empty}
      aria-label={translate(`${S}.title`)}
    >
      <Col source="sr_no" label={`${S}.columns.sr_no`} disableSort render={() => <SerialNumber />} />
      <Col source="name" label={`${S}.columns.name`} />
      <Col source="email" label={`${S}.columns.email`} />
      <Col source="role" label={`${S}.columns.role`} render={(user) => translate(`${S}.roles.${user.role}`, { _: user.role })} />
      <Col source="status" label={`${S}.columns.status`} render={() => <SubUserStatusSelect {...status} />} />
      <Col source="createdAt" label={`${S}.columns.created`} render={(user) => formatDateTime(user.createdAt)} />
      <Col source="actions" label={`${S}.columns.actions`} disableSort render={() => <SubUserActions allowed={allowed} onOpen={onOpen} />} />
    </DataTable>
  );
}
