import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { ColumnsButton, DataTable, useListContext, useTranslate } from 'react-admin';
import type { Withdrawal } from '../../contract/payouts';
import { FactList } from '../common/FactList';
import { formatDateTime } from '../common/formatters';
import { CopyWalletButton } from './CopyWalletButton';
import { PayoutStatusBadge } from './PayoutStatusBadge';
import { signedAmount } from './payoutStats';

const H = 'app.payouts.history';
/** Where react-admin's store keeps this list's column choice (hidden columns, order). */
export const PAYOUT_HISTORY_COLUMNS = 'withdrawals.history.datatable';

type Row = Withdrawal & { id: string };

function WalletCell({ row }: { row: Row }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {row.clientWallet ?? ''}
      </Typography>
      {row.clientWallet ? <CopyWalletButton address={row.clientWallet} /> : null}
    </Stack>
  );
}

/**
 * The payout a link names (`?payout=<id>`, as a notification opens it): its facts and its admin
 * notes, above the history, whose row for it is highlighted.
 */
export function OpenedPayout({ payout }: { payout: Withdrawal }) {
  const translate = useTranslate();
  const ref = payout.transactionId ?? payout._id;
  return (
    <Alert severity={payout.status === 'rejected' || payout.status === 'failed' ? 'warning' : 'info'} role="region" aria-label={translate(`${H}.opened`, { ref })}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{translate(`${H}.opened`, { ref })}</Typography>
      <FactList
        facts={[
          { label: translate(`${H}.columns.status`), value: <PayoutStatusBadge status={payout.status} /> },
          { label: translate(`${H}.columns.amount`), value: `${signedAmount(payout)} USDT` },
          { label: translate(`${H}.columns.network`), value: payout.currencyType },
          { label: translate(`${H}.columns.date`), value: formatDateTime(payout.createdAt) },
          { label: translate(`${H}.columns.notes`), value: payout.adminNotes || translate(`${H}.no_notes`) },
        ]}
      />
    </Alert>
  );
}

/**
 * One page of the history as react-admin's DataTable over the `withdrawals` list context (sortable
 * columns): wallet with copy, date, network, status badge, signed amount and the admin notes (why
 * a payout was rejected), then Previous/Next. The payout a link opened (`openedId`) is highlighted.
 * The Columns button hides and orders columns; react-admin's store remembers it for this list.
 */
export function PayoutHistory({ pageCount, openedId }: { pageCount: number; openedId?: string | null }) {
  const translate = useTranslate();
  const { page, setPage, filterValues } = useListContext<Row>();
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
            {translate(`${H}.title`)}
          </Typography>
          <ColumnsButton storeKey={PAYOUT_HISTORY_COLUMNS} />
        </Stack>
        {/* A narrow screen scrolls the table, not the page. */}
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable<Row>
            bulkActionButtons={false}
            rowClick={false}
            rowSx={(row) => (openedId && row.id === openedId ? { bgcolor: 'action.selected' } : {})}
            storeKey={PAYOUT_HISTORY_COLUMNS}
            aria-label={translate(`${H}.title`)}
            empty={
              <Typography color="text.secondary" sx={{ py: 3 }}>
                {translate(filtered ? `${H}.no_match` : `${H}.empty`)}
              </Typography>
            }
          >
            <DataTable.Col source="clientWallet" label={`${H}.columns.wallet`} render={(row) => <WalletCell row={row as Row} />} />
            <DataTable.Col source="createdAt" label={`${H}.columns.date`} render={(row) => formatDateTime(row.createdAt)} />
            <DataTable.Col source="currencyType" label={`${H}.columns.network`} />
            <DataTable.Col source="status" label={`${H}.columns.status`} render={(row) => <PayoutStatusBadge status={row.status} />} />
            <DataTable.Col
              source="amount"
              label={`${H}.columns.amount`}
              align="right"
              render={(row) => (
                <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {signedAmount(row as Row)} USDT
                </Typography>
              )}
            />
            <DataTable.Col
              source="adminNotes"
              label={`${H}.columns.notes`}
              disableSort
              render={(row) => (
                <Typography variant="body2" sx={{ minWidth: 160, whiteSpace: 'normal' }}>
                  {row.adminNotes ?? ''}
                </Typography>
              )}
            />
          </DataTable>
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${H}.page`, { page, pages: pageCount })}
          </Typography>
          <Button onClick={() => setPage(Math.max(1, page - 1))} disabled={page <= 1}>
            {translate(`${H}.previous`)}
          </Button>
          <Button onClick={() => setPage(page + 1)} disabled={page >= pageCount}>
            {translate(`${H}.next`)}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
