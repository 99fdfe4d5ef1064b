import { Box, Button, List, ListItem, ListItemButton, Skeleton, Typography } from '@mui/material';
import SouthWest from '@mui/icons-material/SouthWest';
import NorthEast from '@mui/icons-material/NorthEast';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { LinkBase, useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { Complaint } from '../../contract/complaints';
import { PAGE_SIZES } from '../../contract/constants';
import type { DashboardQuery } from '../../contract/dashboard';
import { formatDateTime } from '../common/formatters';
import { RetryAlert } from '../common/RetryAlert';
import { StatusPill } from '../common/StatusPill';
import { UsdtAmount } from '../common/UsdtAmount';
import { DashboardCard, IconBadge, type CardSx } from './DashboardCard';
import { recentRows, type RecentRow } from './recentTransactions';
import { useDashboardData, WITHDRAWALS_RESOURCE } from './useDashboardData';

/** A wallet address short enough for a list row: TQ4rZ8…9fKd. The full one is in its title. */
const shortAddress = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

const END_SX = { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 } as const;
const AMOUNT_SX = { fontWeight: 650 } as const;

function ViewAll({ to, label }: { to: string; label: string }) {
  return (
    <Button component={LinkBase} to={to} variant="outlined" color="inherit" fullWidth sx={{ mt: 'auto', borderColor: 'divider' }}>
      {label}
    </Button>
  );
}

function RecentTransaction({ row }: { row: RecentRow }) {
  const translate = useTranslate();
  return (
    <ListItem
      divider
      disableGutters
      data-kind={row.kind}
      sx={{ gap: 1.5, py: 1.25, alignItems: 'center', '&:last-of-type': { borderBottom: 0 } }}
    >
      <IconBadge Icon={row.kind === 'deposit' ? SouthWest : NorthEast} colour={row.kind === 'deposit' ? 'secondary' : 'primary'} size={34} radius="50%" />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(`app.dashboard.recent.${row.kind}`)}
          {row.network ? (
            // On a phone the network takes a line of its own, and the date below may wrap: at 320 px the network ran
            // into the amount and the date lost its time.
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: { sm: 1 }, display: { xs: 'block', sm: 'inline' }, fontWeight: 500 }}>
              {row.network}
            </Typography>
          ) : null}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: { sm: 'nowrap' } }}>
          {row.wallet ? (
            <Box component="span" title={row.wallet} sx={{ fontFamily: 'monospace', mr: 1, display: { xs: 'none', sm: 'inline' } }}>
              {shortAddress(row.wallet)}
            </Box>
          ) : null}
          <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
        </Typography>
      </Box>
      <Box sx={END_SX}>
        <UsdtAmount variant="body2" component="p" data-testid="recent-amount" amount={row.amount} sign={row.sign} colourBySign sx={AMOUNT_SX} />
        <StatusPill status={row.status} />
      </Box>
    </ListItem>
  );
}

/** Recent Transactions (000 section 2): the 5 latest deposits and 5 latest payouts, newest first. */
export function RecentTransactionsCard({ query, sx }: CardSx & { query: DashboardQuery | null }) {
  const translate = useTranslate();
  const { data } = useDashboardData(query, { card: true });
  const { canAccess: canOpenList } = useCanAccess({ resource: 'permissions', action: 'transactions-view' });
  const rows = data ? recentRows(data.recentTransactions) : [];
  return (
    <DashboardCard
      title={translate('app.dashboard.recent.title')}
      sx={sx}
      action={
        canOpenList ? (
          <Button component={LinkBase} to="/transactions" size="small" endIcon={<ArrowForward fontSize="small" />}>
            {translate('app.dashboard.recent.open_list')}
          </Button>
        ) : null
      }
    >
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('app.dashboard.recent.empty')}
        </Typography>
      ) : (
        <List disablePadding>
          {rows.map((row) => (
            <RecentTransaction key={row.key} row={row} />
          ))}
        </List>
      )}
      {canOpenList ? <ViewAll to="/transactions" label={translate('app.dashboard.recent.view_all')} /> : null}
    </DashboardCard>
  );
}

/** A withdrawal ticket of GET /refund/merchant (000 section 3), read leniently: a real gateway may leave fields out. */
type WithdrawalTicket = Partial<Complaint> & { id: string };

/** Latest Withdrawals (000 section 2): the 3 newest of GET /refund/merchant, each leading to /complaints; loads and fails on its own. */
export function LatestWithdrawalsCard({ sx }: CardSx) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<WithdrawalTicket>(
    WITHDRAWALS_RESOURCE,
    { pagination: { page: 1, perPage: PAGE_SIZES.dashboardWithdrawals } },
    { retry: false },
  );
  const tickets = (data ?? []).slice(0, PAGE_SIZES.dashboardWithdrawals);
  return (
    <DashboardCard title={translate('app.dashboard.withdrawals.title')} sx={sx}>
      {isPending ? (
        <Box aria-hidden>
          {Array.from({ length: PAGE_SIZES.dashboardWithdrawals }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Box>
      ) : error ? (
        <RetryAlert retryLabel="app.action.retry" onRetry={refetch}>
          {translate('app.dashboard.withdrawals.failed')}
        </RetryAlert>
      ) : tickets.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {translate('app.dashboard.withdrawals.empty')}
        </Typography>
      ) : (
        <List disablePadding>
          {tickets.map((ticket, index) => (
            <li key={ticket.id}>
              <ListItemButton
                component={LinkBase}
                to="/complaints"
                divider={index < tickets.length - 1}
                sx={{ px: 1, mx: -1, gap: 1.5, alignItems: 'center' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {ticket.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    <time dateTime={ticket.submittedAt}>{formatDateTime(ticket.submittedAt)}</time>
                  </Typography>
                </Box>
                <Box sx={END_SX}>
                  <UsdtAmount variant="body2" component="p" amount={ticket.withdrawalId?.amount} sx={AMOUNT_SX} />
                  {/* A completed ticket reads as resolved, as on the complaints screen (001 section 4). */}
                  <StatusPill status={ticket.status === 'completed' ? 'resolved' : (ticket.status ?? '')} />
                </Box>
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
      <ViewAll to="/complaints" label={translate('app.dashboard.withdrawals.view_all')} />
    </DashboardCard>
  );
}
