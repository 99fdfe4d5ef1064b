import { Card, CardActionArea, Stack, Typography } from '@mui/material';
import type { Transaction } from '../../contract/transactions';
import { StatusPill } from '../common/StatusPill';
import { RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { NewBadge, RelativeTimeText, TransactionAmount, WalletAddressText } from './RowParts';
import { ADDRESS_CHARS, displayIdOf, isNew, networkOf, walletOf } from './rowDisplay';
import '../i18n/transactions';

const C = 'app.transactions.columns';

/** The Date and Updated headers sort (the spec's three sorts: newest, oldest, recently updated). */
const COLUMNS: RecordColumn<Transaction>[] = [
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
    render: (row) => <TransactionAmount row={row} fullWidth />,
  },
  // The gateway has no "least recently updated": a second click keeps the order.
  { source: 'updatedAt', label: `${C}.updated`, sortable: true, sortOrders: ['DESC'], minWidth: 110, render: (row) => <RelativeTimeText value={row.updatedAt} /> },
];

// Rows grow to their content: a settled deposit's amount, "Requested …" and payment chip need ~70 px.
const GRID = { label: 'app.transactions.title', storeKey: 'transactions.datatable', rowHeight: 'auto' as const, columnsButton: true };

/** The desktop list; a row opens on a click or Enter. The columns shown are kept in react-admin's store, one for every tab. */
export function TransactionsGrid({ onOpen }: { onOpen: (row: Transaction) => void }) {
  return <RecordGrid {...GRID} columns={COLUMNS} onOpen={onOpen} />;
}

export function TransactionCards({ rows, onOpen }: { rows: Transaction[]; onOpen: (row: Transaction) => void }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Card component="li" key={row.id}>
          <CardActionArea onClick={() => onOpen(row)} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1.5 }}>
              <Stack spacing={0.75} sx={{ minWidth: 0 }}>
                <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
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
      ))}
    </Stack>
  );
}
