import { useCallback, useMemo, type ReactNode } from 'react';
import { Box, IconButton } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { BulkActionsToolbar, useListContext, useStore, useTranslate, type Identifier, type RaRecord, type TranslateFunction } from 'react-admin';
import type { Fact } from '../FactList';

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
  /** Row height in px; `auto` grows each row to its content (lists of 10: the grid then measures every row). */
  rowHeight?: number | 'auto';
  columnsButton?: boolean;
  /** A record's panel, toggled by a first column, a row click or Enter (not `onOpen`): a full-width row under it. */
  expand?: (record: R) => ReactNode;
}

/** A phone card's facts: the grid's columns, each as its cell shows it (a plain column, the record's text). */
export function columnFacts<R extends RaRecord>(columns: readonly RecordColumn<R>[], record: R, translate: TranslateFunction): Fact[] {
  return columns.map(({ label, source, render }) => ({ label: translate(label), value: render ? render(record) : String(record[source]) }));
}

/**
 * react-admin's bulk toolbar in a row of its own above the records. In a react-admin List it slides over the list's
 * toolbar; a ListBase screen has none, and a grid in a Card would clip it. Open, its buttons wrap under the count on a
 * phone; collapsed (nothing selected), they are out of sight and out of the tab order too (issue 30).
 */
export function BulkToolbar({ children, selectAllButton }: { children: ReactNode; selectAllButton?: false }) {
  return (
    <Box
      sx={{
        minWidth: 0,
        '& > div > .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none', flexWrap: 'wrap' },
        '& > div > .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { height: 'auto' },
        '& > div > .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
      }}
    >
      <BulkActionsToolbar selectAllButton={selectAllButton}>{children}</BulkActionsToolbar>
    </Box>
  );
}

const EXPAND = '__expand__';
const detailIdOf = (id: GridRowId) => `${id}:expanded`;

/** The grid's toolbar: only the column chooser, since filters and the export are the screen's. */
function ColumnsToolbar() {
  const translate = useTranslate();
  return (
    <Toolbar>
      <ColumnsPanelTrigger startIcon={<ViewColumnOutlined />}>{translate('ra.action.select_columns')}</ColumnsPanelTrigger>
    </Toolbar>
  );
}

/**
 * A cell's text on one line, ending in an ellipsis when its column is narrower: the whole text stays in the DOM for
 * screen readers, shows on hover as the cell's tooltip, and the column can be widened. The grid's own ellipsis needs
 * a block cell; ours are flex, to centre their controls. The 3 px pad keeps a focused link's ring inside the clip.
 */
export function CellText({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      onMouseEnter={({ currentTarget: box }) => {
        box.title = box.scrollWidth > box.clientWidth ? (box.textContent ?? '') : '';
      }}
      sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', p: '3px', m: '-3px' }}
    >
      {children}
    </Box>
  );
}

const order = (direction: 'ASC' | 'DESC') => (direction === 'ASC' ? 'asc' : 'desc');

/**
 * The one record grid (DECISIONS.md: `@mui/x-data-grid`) over react-admin's list context: rows, server-side sort,
 * selection, and the shown columns kept per list in its store. No footer: the pager is the list's (ListPager).
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
  expand,
}: RecordGridProps<R>) {
  const translate = useTranslate();
  const { data, isPending, sort, setSort, selectedIds, onSelect } = useListContext<R>();
  const [visibility, setVisibility] = useStore<GridColumnVisibilityModel>(`${storeKey}.columns`, {});
  const [expandedIds, setExpandedIds] = useStore<GridRowId[]>(`${storeKey}.expanded`, []);
  const toggle = useCallback(
    (id: GridRowId) => setExpandedIds((ids: GridRowId[]) => (ids.includes(id) ? ids.filter((open) => open !== id) : [...ids, id])),
    [setExpandedIds],
  );
  const openRow = expand ? (record: R) => toggle(record.id) : onOpen;

  // Each expanded record's panel is a row of its own right under it, keyed by its own id.
  const { rows, details } = useMemo(() => {
    const panels = new Map<GridRowId, R>();
    const list: (R & GridValidRowModel)[] = [];
    for (const record of data ?? []) {
      list.push(record);
      if (!expand || !expandedIds.includes(record.id)) continue;
      panels.set(detailIdOf(record.id), record);
      list.push({ id: detailIdOf(record.id) } as R & GridValidRowModel);
    }
    return { rows: list, details: panels };
  }, [data, expand, expandedIds]);

  const gridColumns = useMemo<GridColDef<R & GridValidRowModel>[]>(
    () => [
      // The expand toggle's column; in a panel's row its one cell spans the grid and shows the panel.
      ...(expand
        ? [
            {
              field: EXPAND,
              headerName: '',
              width: 56,
              sortable: false,
              resizable: false,
              colSpan: (_value, row) => (details.has(row.id) ? columns.length + 1 : 1),
              renderCell: ({ id, row, tabIndex }) => {
                const record = details.get(id);
                if (record) {
                  return (
                    <Box id={String(id)} sx={{ width: '100%', py: 1 }}>
                      {expand(record)}
                    </Box>
                  );
                }
                const expanded = details.has(detailIdOf(id));
                return (
                  <IconButton
                    size="small"
                    tabIndex={tabIndex}
                    aria-label={translate(expanded ? 'ra.action.close' : 'ra.action.expand')}
                    aria-expanded={expanded}
                    aria-controls={expanded ? detailIdOf(id) : undefined}
                    onClick={(event) => {
                      // The row's own click toggles it too.
                      event.stopPropagation();
                      toggle(row.id);
                    }}
                  >
                    <ExpandMore fontSize="inherit" sx={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
                  </IconButton>
                );
              },
            } satisfies GridColDef<R & GridValidRowModel>,
          ]
        : []),
      ...columns.map(({ source, label: header, render, sortable = false, sortOrders = ['ASC', 'DESC'], align, flex = 1, minWidth = 120 }) => ({
        field: source,
        headerName: translate(header),
        sortable,
        sortingOrder: sortOrders.map(order),
        align,
        headerAlign: align,
        flex,
        minWidth,
        renderCell: ({ row, formattedValue }: { row: R; formattedValue?: unknown }) => {
          const content = render ? render(row) : (formattedValue as ReactNode);
          return typeof content === 'string' || typeof content === 'number' ? <CellText>{content}</CellText> : content;
        },
      })),
    ],
    [columns, translate, expand, details, toggle],
  );
  const sortModel: GridSortModel = sort?.field ? [{ field: sort.field, sort: order(sort.order) }] : [];
  const selection: GridRowSelectionModel = useMemo(() => ({ type: 'include', ids: new Set<Identifier>(selectedIds) }), [selectedIds]);

  return (
    <Box sx={{ width: '100%' }}>
      {bulkActionButtons ? <BulkToolbar>{bulkActionButtons}</BulkToolbar> : null}
      <DataGrid<R & GridValidRowModel>
        aria-label={translate(label)}
        rows={rows}
        columns={gridColumns}
        loading={isPending}
        hideFooter
        showToolbar={columnsButton}
        slots={columnsButton ? { toolbar: ColumnsToolbar } : undefined}
        // The expand toggle is no column to choose.
        slotProps={expand ? { columnsManagement: { getTogglableColumns: (all) => all.filter(({ field }) => field !== EXPAND).map(({ field }) => field) } } : undefined}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        sortingMode="server"
        paginationMode="server"
        // The grid shows the list's one page as it is (the pager is ListPager); its row count is that page's.
        rowCount={rows.length}
        sortModel={sortModel}
        onSortModelChange={([next]) => {
          // A header's sortingOrder never ends unsorted, so `next` is always a field and its order.
          if (next?.sort) setSort({ field: next.field, order: next.sort === 'asc' ? 'ASC' : 'DESC' });
        }}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) => setVisibility(model)}
        checkboxSelection={Boolean(bulkActionButtons)}
        isRowSelectable={isRowSelectable || expand ? ({ id, row }) => !details.has(id) && (isRowSelectable?.(row) ?? true) : undefined}
        rowSelectionModel={selection}
        onRowSelectionModelChange={(model) => onSelect([...model.ids] as Identifier[])}
        rowHeight={rowHeight === 'auto' ? undefined : rowHeight}
        getRowHeight={rowHeight === 'auto' || expand ? ({ id }) => (rowHeight === 'auto' || details.has(id) ? 'auto' : null) : undefined}
        getRowClassName={expand ? ({ id }) => (details.has(id) ? 'RecordGrid-panel' : '') : undefined}
        onRowClick={openRow ? ({ id, row }) => details.has(id) || openRow(row) : undefined}
        onCellKeyDown={(params, event) => {
          // Enter on a button in a cell is that button's (the toggle, a row action).
          if (!openRow || event.key !== 'Enter' || params.field === '__check__' || details.has(params.id)) return;
          if (event.target instanceof Element && event.target.closest('button')) return;
          openRow(params.row);
        }}
        sx={{
          border: 0,
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          // The grid's own focus mark is a 1 px half-tone line, hardly seen on a sort header (issue 30): a 2 px ring in the accent.
          '& .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
          '& .MuiDataGrid-row': { cursor: openRow ? 'pointer' : undefined },
          '& .RecordGrid-panel': { cursor: 'default', bgcolor: 'transparent !important' },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: rowHeight === 'auto' ? 1 : 0 },
        }}
      />
    </Box>
  );
}
