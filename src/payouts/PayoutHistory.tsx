import { useEffect, useRef, type SyntheticEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, IconButton, Link, Stack, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import type { Withdrawal } from '../../contract/payouts';
import { AddressCopy } from '../common/AddressCopy';
import { FactList } from '../common/FactList';
import { EmptyNote, LoadingStatus } from '../common/LoadingStatus';
import { formatDateTime } from '../common/formatters';
import { ListPager } from '../common/list/ListPager';
import { PhoneCardsOrGrid } from '../common/list/PhoneCardsOrGrid';
import { RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { RetryAlert } from '../common/RetryAlert';
import { StatusPill } from '../common/StatusPill';
import { UsdtAmount } from '../common/UsdtAmount';

const H = 'app.payouts.history';
/** Every row of the history at once, for the stats and the opened payout (no request: withdrawals.ts). */
export const WHOLE_HISTORY = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

export type Row = Withdrawal & { id: string };

/** Pending payouts show no sign, completed ones a minus (001 section 4); the rest never left. */
const amountText = (row: Withdrawal) => <UsdtAmount amount={row.amount} sign={row.status === 'completed' ? '-' : ''} />;

/** `?payout=<id>` beside the list's params: a link or a notification opens it, a reload reopens it, Back closes it. */
function useOpenedPayout() {
  const [params] = useSearchParams();
  const withPayout = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('payout', id);
    else next.delete('payout');
    return { search: `?${next.toString()}` };
  };
  return { openedId: params.get('payout'), linkTo: withPayout, closed: withPayout(null) };
}

/** A click inside a row (a link, the copy button) is not also the row's click. */
const own = (event: SyntheticEvent) => event.stopPropagation();

function WalletCell({ row }: { row: Withdrawal }) {
  if (!row.clientWallet) return null;
  return (
    <Box onClick={own}>
      <AddressCopy address={row.clientWallet} copyLabel={`${H}.copy_wallet`} />
    </Box>
  );
}

function DateLink({ row }: { row: Withdrawal }) {
  const { linkTo } = useOpenedPayout();
  return (
    <Link component={RouterLink} to={linkTo(row._id)} onClick={own} sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(row.createdAt)}
    </Link>
  );
}

function OpenedPayout({ payout }: { payout: Withdrawal }) {
  const translate = useTranslate();
  const { closed } = useOpenedPayout();
  const ref = payout.transactionId ?? payout._id;
  return (
    <Alert
      severity={payout.status === 'rejected' || payout.status === 'failed' ? 'warning' : 'info'}
      role="region"
      aria-label={translate(`${H}.opened`, { ref })}
      action={
        <IconButton component={RouterLink} to={closed} size="small" color="inherit" aria-label={translate('ra.action.close')}>
          <Close fontSize="small" />
        </IconButton>
      }
    >
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{translate(`${H}.opened`, { ref })}</Typography>
      <FactList
        facts={[
          { label: translate(`${H}.columns.status`), value: <StatusPill status={payout.status} /> },
          { label: translate(`${H}.columns.amount`), value: amountText(payout) },
          { label: translate(`${H}.columns.network`), value: payout.currencyType },
          { label: translate(`${H}.columns.date`), value: formatDateTime(payout.createdAt) },
          { label: translate(`${H}.columns.notes`), value: payout.adminNotes || translate(`${H}.no_notes`) },
        ]}
      />
    </Alert>
  );
}

function PayoutCard({ payout, opened }: { payout: Row; opened: boolean }) {
  const translate = useTranslate();
  return (
    <Card component="article" variant="outlined" aria-label={payout.transactionId ?? payout._id} sx={opened ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : undefined}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          {amountText(payout)}
          <StatusPill status={payout.status} />
        </Stack>
        <FactList
          sx={{ rowGap: 0.5 }}
          valueSx={{ minWidth: 0, wordBreak: 'break-all' }}
          facts={[
            { label: translate(`${H}.columns.date`), value: <DateLink row={payout} /> },
            { label: translate(`${H}.columns.network`), value: payout.currencyType },
            { label: translate(`${H}.columns.wallet`), value: <WalletCell row={payout} /> },
            ...(payout.adminNotes ? [{ label: translate(`${H}.columns.notes`), value: payout.adminNotes }] : []),
          ]}
        />
      </CardContent>
    </Card>
  );
}

const COLUMNS: RecordColumn<Row>[] = [
  { source: 'clientWallet', label: `${H}.columns.wallet`, sortable: true, flex: 2, minWidth: 240, render: (row) => <WalletCell row={row} /> },
  { source: 'createdAt', label: `${H}.columns.date`, sortable: true, sortOrders: ['DESC', 'ASC'], minWidth: 170, render: (row) => <DateLink row={row} /> },
  { source: 'currencyType', label: `${H}.columns.network`, sortable: true, minWidth: 120 },
  { source: 'status', label: `${H}.columns.status`, sortable: true, minWidth: 120, render: (row) => <StatusPill status={row.status} /> },
  { source: 'amount', label: `${H}.columns.amount`, sortable: true, align: 'right', minWidth: 140, render: amountText },
  { source: 'adminNotes', label: `${H}.columns.notes`, flex: 1.5, minWidth: 180, render: (row) => <Typography variant="body2" sx={{ whiteSpace: 'normal' }}>{row.adminNotes ?? ''}</Typography> },
];

/** The payout the URL opens, found in the list's whole filtered and sorted history; its page is shown once. */
function useOpenedRow(meta: object): Row | undefined {
  const { filterValues, sort, perPage, setPage } = useListContext<Row>();
  const { openedId } = useOpenedPayout();
  const { data: matching = [] } = useGetList<Row>(
    'withdrawals',
    { pagination: WHOLE_HISTORY, filter: filterValues, sort, meta },
    { enabled: openedId !== null, retry: false, placeholderData: (previous) => previous },
  );
  const index = openedId ? matching.findIndex((row) => row._id === openedId) : -1;
  const pagedTo = useRef<string | null>(null);
  useEffect(() => {
    if (index < 0 || pagedTo.current === openedId) return;
    pagedTo.current = openedId;
    setPage(Math.floor(index / perPage) + 1);
  }, [index, openedId, perPage, setPage]);
  return index >= 0 ? matching[index] : undefined;
}

/** One page of the history, cards on a phone; a row (or its date) opens its payout at its own address, highlighted. */
export function PayoutHistory({ meta, onRetry }: { meta: object; onRetry: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { openedId, linkTo } = useOpenedPayout();
  const { data, total, error, isPending, filterValues } = useListContext<Row>();
  const opened = useOpenedRow(meta);
  // With no filter and no payout, the history says it has none yet, without a pager.
  const empty = total === 0 && Object.keys(filterValues).length === 0;
  const rows = () => {
    if (!data?.length) return <EmptyNote message={`${H}.${empty ? 'empty' : 'no_match'}`} />;
    return (
      <PhoneCardsOrGrid<Row>
        card={(payout) => <PayoutCard payout={payout} opened={payout.id === openedId} />}
        grid={
          <Box sx={openedId ? { [`& .MuiDataGrid-row[data-id="${CSS.escape(openedId)}"]`]: { bgcolor: 'action.selected' } } : undefined}>
            <RecordGrid<Row>
              columns={COLUMNS}
              label={`${H}.title`}
              storeKey="withdrawals.history"
              onOpen={(row) => navigate(linkTo(row._id))}
              rowHeight="auto"
              columnsButton
            />
          </Box>
        }
      />
    );
  };
  return (
    <Stack spacing={2}>
      {opened ? <OpenedPayout payout={opened} /> : null}
      {error ? (
        <RetryAlert onRetry={onRetry}>{translate('app.payouts.messages.fetch_failed')}</RetryAlert>
      ) : isPending ? (
        <LoadingStatus message="app.loading" />
      ) : (
        <Card>
          <CardContent>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              {translate(`${H}.title`)}
            </Typography>
            {rows()}
            {empty ? null : <ListPager />}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
