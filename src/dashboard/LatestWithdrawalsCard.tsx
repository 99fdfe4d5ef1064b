import { Box, Button, List, ListItemButton, Skeleton, Typography } from '@mui/material';
import { LinkBase, useGetList, useTranslate } from 'react-admin';
import type { Complaint } from '../../contract/complaints';
import { PAGE_SIZES } from '../../contract/constants';
import { formatDateTime } from '../common/formatters';
import { DashboardCard } from './DashboardCard';
import { WITHDRAWALS_RESOURCE } from './queryKeys';
import { formatAmount } from './money';
import { StatusPill } from '../common/StatusPill';

/** A withdrawal ticket of GET /refund/merchant (000 section 3), read leniently: a real gateway may leave fields out. */
type WithdrawalTicket = Partial<Complaint> & { id: string };

/** A completed ticket reads as resolved, as on the complaints screen (001 section 4). */
const shownStatus = (status = '') => (status === 'completed' ? 'resolved' : status);

function Ticket({ ticket, divider }: { ticket: WithdrawalTicket; divider: boolean }) {
  const translate = useTranslate();
  return (
    <ListItemButton component={LinkBase} to="/complaints" divider={divider} sx={{ px: 1, mx: -1, gap: 1.5, alignItems: 'center' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {ticket.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={ticket.submittedAt}>{formatDateTime(ticket.submittedAt)}</time>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {translate('app.dashboard.recent.amount', { sign: '', amount: formatAmount(Number(ticket.withdrawalId?.amount ?? 0)) })}
        </Typography>
        <StatusPill status={shownStatus(ticket.status)} />
      </Box>
    </ListItemButton>
  );
}

/**
 * Latest Withdrawals (000 section 2): the 3 newest withdrawal requests of GET /refund/merchant,
 * each leading to the complaints screen. Its own query, so it loads and fails on its own.
 */
export function LatestWithdrawalsCard() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<WithdrawalTicket>(
    WITHDRAWALS_RESOURCE,
    { pagination: { page: 1, perPage: PAGE_SIZES.dashboardWithdrawals } },
    { retry: false },
  );
  const tickets = (data ?? []).slice(0, PAGE_SIZES.dashboardWithdrawals);
  return (
    <DashboardCard title={translate('app.dashboard.withdrawals.title')}>
      {isPending ? (
        <Box aria-hidden>
          {Array.from({ length: PAGE_SIZES.dashboardWithdrawals }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Box>
      ) : error ? (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 1 }}>
          <Typography variant="body2" color="error">
            {translate('app.dashboard.withdrawals.failed')}
          </Typography>
          <Button size="small" onClick={() => void refetch()}>
            {translate('app.dashboard.withdrawals.retry')}
          </Button>
        </Box>
      ) : tickets.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {translate('app.dashboard.withdrawals.empty')}
        </Typography>
      ) : (
        <List disablePadding>
          {tickets.map((ticket, index) => (
            <li key={ticket.id}>
              <Ticket ticket={ticket} divider={index < tickets.length - 1} />
            </li>
          ))}
        </List>
      )}
      <Box sx={{ mt: 'auto', pt: 2 }}>
        <Button component={LinkBase} to="/complaints" variant="outlined" color="inherit" fullWidth sx={{ borderColor: 'divider' }}>
          {translate('app.dashboard.withdrawals.view_all')}
        </Button>
      </Box>
    </DashboardCard>
  );
}
