import { useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { BulkActionsToolbar, useListContext, useStore, useTranslate, type Identifier, type RaRecord } from 'react-admin';

/** One column: the record's field, the header's i18n key, and how a cell shows its record. */
export interface RecordColumn<R extends RaRecord> {
  source: string;
  label: string;
  render?: (record: R) => ReactNode;
  /** Sorted by the server when its header is clicked; `DESC` first where the spec's first order is newest. */
  sortable?: boolean;
  sortOrders?: readonly ('ASC' | 'DESC')[];
  align?: 'left' | 'right';
  /** A share of the free width (1 unless given), and the width under which it does not shrink. */
  flex?: number;
  minWidth?: number;
}

export interface RecordGridProps<R extends RaRecord> {
  columns: readonly RecordColumn<R>[];
  /** The grid's accessible name, an i18n key. */
  label: string;
  /** The column chooser's choice lives in react-admin's store under this key. */
  storeKey: string;
  /** What a row does on a click or on Enter (its details); rows are reached with Tab and the arrow keys. */
  onOpen?: (record: R) => void;
  /** react-admin's bulk action buttons: with them, rows get checkboxes and the bulk toolbar shows over the grid. */
  bulkActionButtons?: ReactNode;
  isRowSelectable?: (record: R) => boolean;
  /** Row height in px, taller for two-line cells; `auto` grows each row to its content (lists of 10, since the grid then measures every row). */
  rowHeight?: number | 'auto';
  /** A Columns button over the grid opens its column chooser. */
  columnsButton?: boolean;
}

/** The grid's toolbar: only the column chooser, since filters and the export are the screen's. */
function ColumnsToolbar() {
  const translate = useTranslate();
  return (
    <Toolbar>
      <ColumnsPanelTrigger startIcon={<ViewColumnOutlined />}>{translate('ra.action.select_columns')}</ColumnsPanelTrigger>
    </Toolbar>
  );
}

const order = (direction: 'ASC' | 'DESC') => (direction === 'ASC' ? 'asc' : 'desc');

/**
 * The one record grid (DECISIONS.md: `@mui/x-data-grid`), bound to react-admin's list context: its
 * page of rows, its server-side sort and its selection; the pager under it is the list's own
 * (ListPager, the spec's "Page X of Y"), so the grid has no footer. Columns can be resized, and
 * the ones shown are kept per list in react-admin's store.
 */
export function RecordGrid<R extends RaRecord>({
  columns,
  label,
  storeKey,
  onOpen,
  bulkActionButtons,
  isRowSelectable,
  rowHeight = 52,
  columnsButton = false,
}: RecordGridProps<R>) {
  const translate = useTranslate();
  const { data, isPending, sort, setSort, selectedIds, onSelect } = useListContext<R>();
  const [visibility, setVisibility] = useStore<GridColumnVisibilityModel>(`${storeKey}.columns`, {});

  const gridColumns = useMemo<GridColDef<R & GridValidRowModel>[]>(
    () =>
      columns.map(({ source, label: header, render, sortable = false, sortOrders = ['ASC', 'DESC'], align, flex = 1, minWidth = 120 }) => ({
        field: source,
        headerName: translate(header),
        sortable,
        sortingOrder: sortOrders.map(order),
        align,
        headerAlign: align,
        flex,
        minWidth,
        renderCell: render ? ({ row }) => render(row) : undefined,
      })),
    [columns, translate],
  );
  const sortModel: GridSortModel = sort?.field ? [{ field: sort.field, sort: order(sort.order) }] : [];
  const selection: GridRowSelectionModel = useMemo(() => ({ type: 'include', ids: new Set<Identifier>(selectedIds) }), [selectedIds]);

  return (
    <Box sx={{ width: '100%' }}>
      {bulkActionButtons ? <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar> : null}
      <DataGrid<R & GridValidRowModel>
        aria-label={translate(label)}
        rows={data ?? []}
        columns={gridColumns}
        loading={isPending}
        hideFooter
        showToolbar={columnsButton}
        slots={columnsButton ? { toolbar: ColumnsToolbar } : undefined}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        sortingMode="server"
        paginationMode="server"
        sortModel={sortModel}
        onSortModelChange={([next]) => {
          // A header's sortingOrder never ends unsorted, so `next` is always a field and its order.
          if (next?.sort) setSort({ field: next.field, order: next.sort === 'asc' ? 'ASC' : 'DESC' });
        }}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) => setVisibility(model)}
        checkboxSelection={Boolean(bulkActionButtons)}
        isRowSelectable={isRowSelectable ? ({ row }) => isRowSelectable(row) : undefined}
        rowSelectionModel={selection}
        onRowSelectionModelChange={(model) => onSelect([...model.ids] as Identifier[])}
        rowHeight={rowHeight === 'auto' ? undefined : rowHeight}
        getRowHeight={rowHeight === 'auto' ? () => 'auto' : undefined}
        onRowClick={onOpen ? ({ row }) => onOpen(row) : undefined}
        onCellKeyDown={(params, event) => {
          if (onOpen && event.key === 'Enter' && params.field !== '__check__') onOpen(params.row);
        }}
        sx={{
          border: 0,
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          '& .MuiDataGrid-row': { cursor: onOpen ? 'pointer' : undefined },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: rowHeight === 'auto' ? 1 : 0 },
        }}
      />
    </Box>
  );
}
