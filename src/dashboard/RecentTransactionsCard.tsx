import { Box, Button, List, ListItem, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import SouthWest from '@mui/icons-material/SouthWest';
import NorthEast from '@mui/icons-material/NorthEast';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import type { DashboardQuery } from '../../dataProvider/dashboardApi';
import { formatDateTime } from '../common/formatters';
import { DashboardCard } from './DashboardCard';
import { formatAmount, shortAddress } from './money';
import { recentRows, type RecentRow } from './recentTransactions';
import { StatusPill } from '../common/StatusPill';
import { useDashboardData } from './useDashboardData';

const SIGN_COLOURS = { '+': 'success.main', '-': 'text.primary', '': 'text.secondary' } as const;

function RecentTransaction({ row }: { row: RecentRow }) {
  const translate = useTranslate();
  const Icon = row.kind === 'deposit' ? SouthWest : NorthEast;
  const colour = row.kind === 'deposit' ? 'secondary' : 'primary';
  return (
    <ListItem
      divider
      disableGutters
      data-kind={row.kind}
      sx={{ gap: 1.5, py: 1.25, alignItems: 'center', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          width: 34,
          height: 34,
          borderRadius: '50%',
          color: `${colour}.main`,
          bgcolor: alpha(theme.palette[colour].main, 0.12),
        })}
      >
        <Icon sx={{ fontSize: 18 }} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(`app.dashboard.recent.${row.kind}`)}
          {row.network ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1, fontWeight: 500 }}>
              {row.network}
            </Typography>
          ) : null}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {row.wallet ? (
            <Box component="span" title={row.wallet} sx={{ fontFamily: 'monospace', mr: 1, display: { xs: 'none', sm: 'inline' } }}>
              {shortAddress(row.wallet)}
            </Box>
          ) : null}
          <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
        <Typography
          variant="body2"
          data-testid="recent-amount"
          sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums', color: SIGN_COLOURS[row.sign], whiteSpace: 'nowrap' }}
        >
          {translate('app.dashboard.recent.amount', { sign: row.sign, amount: formatAmount(row.amount) })}
        </Typography>
        <StatusPill status={row.status} />
      </Box>
    </ListItem>
  );
}

/** Recent Transactions (000 section 2): the 5 latest deposits and 5 latest payouts, newest first. */
export function RecentTransactionsCard({ query }: { query: DashboardQuery | null }) {
  const translate = useTranslate();
  const { data } = useDashboardData(query, { card: true });
  const { canAccess: canOpenList } = useCanAccess({ resource: 'permissions', action: 'transactions-view' });
  const rows = data ? recentRows(data.recentTransactions) : [];
  return (
    <DashboardCard
      title={translate('app.dashboard.recent.title')}
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
      {canOpenList ? (
        <Box sx={{ mt: 'auto', pt: 2 }}>
          <Button component={LinkBase} to="/transactions" variant="outlined" color="inherit" fullWidth sx={{ borderColor: 'divider' }}>
            {translate('app.dashboard.recent.view_all')}
          </Button>
        </Box>
      ) : null}
    </DashboardCard>
  );
}
