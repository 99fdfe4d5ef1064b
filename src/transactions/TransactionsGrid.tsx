import { Box, Stack, Typography } from '@mui/material';
import type { Transaction } from '../../contract/transactions';
import { StatusPill } from '../common/StatusPill';
import { RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { NewBadge, RelativeTimeText, TransactionAmount, WalletAddressText } from './RowParts';
import { ADDRESS_CHARS, displayIdOf, isNew, networkOf, walletOf } from './rowDisplay';

type Row = Transaction & { id: string };

/** The column chooser's choice, in react-admin's store: one for the list, whichever tab is open. */
export const COLUMNS_STORE_KEY = 'transactions.datatable';

const C = 'app.transactions.columns';

/** The Date and Updated headers sort (the spec's three sorts: newest, oldest, recently updated). */
const COLUMNS: RecordColumn<Row>[] = [
  {
    source: 'createdAt',
    label: `${C}.date`,
    sortable: true,
    sortOrders: ['DESC', 'ASC'],
    minWidth: 150,
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <RelativeTimeText value={row.createdAt} />
        {isNew(row.createdAt) ? <NewBadge /> : null}
      </Stack>
    ),
  },
  {
    source: 'transactionId',
    label: `${C}.transaction`,
    flex: 1.4,
    minWidth: 160,
    render: (row) => (
      <Stack sx={{ minWidth: 0, maxWidth: 220 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={displayIdOf(row)}>
          {displayIdOf(row)}
        </Typography>
        {row.referenceId ? (
          <Typography variant="caption" color="text.secondary" noWrap title={row.referenceId}>
            {row.referenceId}
          </Typography>
        ) : null}
      </Stack>
    ),
  },
  { source: 'walletAddress', label: `${C}.wallet`, flex: 1.4, minWidth: 170, render: (row) => <WalletAddressText address={walletOf(row)} chars={ADDRESS_CHARS.desktop} /> },
  { source: 'currencyType', label: `${C}.network`, minWidth: 110, render: (row) => networkOf(row) },
  { source: 'status', label: `${C}.status`, minWidth: 110, render: (row) => <StatusPill status={row.status} /> },
  {
    source: 'amount',
    label: `${C}.amount`,
    align: 'right',
    minWidth: 130,
    render: (row) => (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', width: '100%' }}>
        <TransactionAmount row={row} />
      </Box>
    ),
  },
  // The gateway has no "least recently updated": a second click keeps the order.
  { source: 'updatedAt', label: `${C}.updated`, sortable: true, sortOrders: ['DESC'], minWidth: 110, render: (row) => <RelativeTimeText value={row.updatedAt} /> },
];

/** The desktop list: the one record grid over the screen's list context; a row opens its details on a click or on Enter. */
export function TransactionsGrid({ onOpen }: { onOpen: (row: Row) => void }) {
  return <RecordGrid<Row> columns={COLUMNS} label="app.transactions.title" storeKey={COLUMNS_STORE_KEY} onOpen={onOpen} rowHeight={64} columnsButton />;
}
