import { useMemo, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import type { Transaction, TransactionSort } from '../../contract/transactions';
import { NewBadge } from './NewBadge';
import { RelativeTimeText } from './RelativeTimeText';
import { isNew } from './relativeTime';
import { ADDRESS_CHARS, displayIdOf, networkOf, walletOf } from './rowFields';
import { sortModelOf, sortOf } from './sortModel';
import { StatusBadge } from './StatusBadge';
import { TransactionAmount } from './TransactionAmount';
import { WalletAddressText } from './WalletAddressText';

type Row = Transaction & { id: string };

interface TransactionsGridProps {
  rows: Row[];
  total: number;
  page: number;
  sort: TransactionSort;
  loading: boolean;
  onOpen: (row: Row) => void;
  onSortChange: (sort: TransactionSort) => void;
}

const cell = (render: (row: Row) => ReactNode) => (params: GridRenderCellParams<Row>) => render(params.row);

/**
 * The desktop list: MUI X DataGrid with server-side paging and sorting. Our own pager sits under
 * it (shared with the mobile cards) and owns the page, so the grid's footer is hidden and the grid
 * never moves the page itself (it would clamp a bookmarked page while the total is still loading).
 */
export function TransactionsGrid({ rows, total, page, sort, loading, onOpen, onSortChange }: TransactionsGridProps) {
  const translate = useTranslate();
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: translate('app.transactions.columns.date'),
        minWidth: 130,
        flex: 0.8,
        sortingOrder: ['desc', 'asc'],
        renderCell: cell((row) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <RelativeTimeText value={row.createdAt} />
            {isNew(row.createdAt) ? <NewBadge /> : null}
          </Stack>
        )),
      },
      {
        field: 'transactionId',
        headerName: translate('app.transactions.columns.transaction'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        renderCell: cell((row) => (
          <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={displayIdOf(row)}>
              {displayIdOf(row)}
            </Typography>
            {row.referenceId ? (
              <Typography variant="caption" color="text.secondary" noWrap title={row.referenceId}>
                {row.referenceId}
              </Typography>
            ) : null}
          </Stack>
        )),
      },
      {
        field: 'walletAddress',
        headerName: translate('app.transactions.columns.wallet'),
        minWidth: 150,
        flex: 0.9,
        sortable: false,
        renderCell: cell((row) => <WalletAddressText address={walletOf(row)} chars={ADDRESS_CHARS.desktop} />),
      },
      {
        field: 'currencyType',
        headerName: translate('app.transactions.columns.network'),
        minWidth: 110,
        flex: 0.6,
        sortable: false,
        valueGetter: (_value, row) => networkOf(row),
      },
      {
        field: 'status',
        headerName: translate('app.transactions.columns.status'),
        minWidth: 110,
        flex: 0.6,
        sortable: false,
        renderCell: cell((row) => <StatusBadge status={row.status} />),
      },
      {
        field: 'amount',
        headerName: translate('app.transactions.columns.amount'),
        minWidth: 170,
        flex: 1,
        sortable: false,
        headerAlign: 'right',
        align: 'right',
        renderCell: cell((row) => (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', height: '100%' }}>
            <TransactionAmount row={row} />
          </Box>
        )),
      },
      {
        field: 'updatedAt',
        headerName: translate('app.transactions.columns.updated'),
        minWidth: 110,
        flex: 0.6,
        sortingOrder: ['desc'],
        renderCell: cell((row) => <RelativeTimeText value={row.updatedAt} />),
      },
    ],
    [translate],
  );

  return (
    <DataGrid
      aria-label={translate('app.transactions.title')}
      rows={rows}
      columns={columns}
      rowCount={total}
      paginationMode="server"
      sortingMode="server"
      paginationModel={{ page: page - 1, pageSize: PAGE_SIZES.transactions }}
      pageSizeOptions={[PAGE_SIZES.transactions]}
      sortModel={sortModelOf(sort)}
      onSortModelChange={(model) => onSortChange(sortOf(model))}
      loading={loading}
      onRowClick={({ row }) => onOpen(row)}
      onCellKeyDown={({ row }, event) => {
        if (event.key === 'Enter') onOpen(row);
      }}
      getRowHeight={() => 'auto'}
      autoHeight
      hideFooter
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{
        border: 0,
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 1.25 },
        '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outline: 'none' },
        '& .MuiDataGrid-row:focus-visible, & .MuiDataGrid-cell:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
      }}
    />
  );
}
