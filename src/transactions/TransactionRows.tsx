import { Box, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import type { Transaction } from '../../contract/transactions';
import { StatusPill } from '../common/StatusPill';
import { RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { NewBadge, RelativeTimeText, TransactionAmount, WalletAddressText } from './RowParts';
import { ADDRESS_CHARS, displayIdOf, isNew, networkOf, walletOf } from './rowDisplay';

export type Row = Transaction & { id: string };

/** The column chooser's choice, in react-admin's store: one for the list, whichever tab is open. */
const COLUMNS_STORE_KEY = 'transactions.datatable';

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

export function TransactionCards({ rows, onOpen }: { rows: Row[]; onOpen: (row: Row) => void }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={row.id}>
          <Card>
            <CardActionArea onClick={() => onOpen(row)} sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1.5 }}>
                <Stack spacing={0.75} sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <StatusPill status={row.status} />
                    {isNew(row.createdAt) ? <NewBadge /> : null}
                  </Stack>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {displayIdOf(row)}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, whiteSpace: 'nowrap' }}
                  >
                    <WalletAddressText address={walletOf(row)} chars={ADDRESS_CHARS.mobile} />
                    <span>{networkOf(row)}</span>
                  </Typography>
                </Stack>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                  <TransactionAmount row={row} />
                  <RelativeTimeText value={row.createdAt} sx={{ typography: 'caption', color: 'text.secondary' }} />
                </Stack>
              </Stack>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

/** Placeholder rows while the first page loads, shaped like the cards or the grid rows. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack spacing={1.5} sx={{ p: { xs: 0, sm: 2 } }}>
      {Array.from({ length: rows }, (_, index) => (
        <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={72} height={22} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="35%" />
          </Box>
          <Skeleton width={96} height={28} />
        </Stack>
      ))}
    </Stack>
  );
}
