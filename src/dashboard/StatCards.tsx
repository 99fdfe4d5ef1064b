import { useId } from 'react';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Functions from '@mui/icons-material/Functions';
import { useCanAccess, useTranslate } from 'react-admin';
import type { DashboardQuery } from '../../contract/dashboard';
import { formatAmount } from '../common/formatters';
import { IconBadge } from './DashboardCard';
import { statLabelKey } from './periods';
import { useDashboardData } from './useDashboardData';

/** Deposit volume and average deposit of the period, each labelled by it (000 section 2). */
const STATS = {
  volume: { field: 'totalVolume', Icon: TrendingUp, colour: 'secondary' },
  average: { field: 'avgTransaction', Icon: Functions, colour: 'primary' },
} as const;

/** Tabular digits line figures up as they change; roles shown 0.00 (000 section 6) wait for canAccess, no flash. */
export function StatCard({ stat, query }: { stat: keyof typeof STATS; query: DashboardQuery }) {
  const translate = useTranslate();
  const labelId = useId();
  const { field, Icon, colour } = STATS[stat];
  const { data } = useDashboardData(query, { card: true });
  const { canAccess, isPending } = useCanAccess({ resource: 'dashboard', action: 'figures' });
  const value = !data || isPending ? undefined : canAccess ? data[field] : 0;
  return (
    <Card component="section" aria-labelledby={labelId} sx={{ p: 2.5, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <IconBadge Icon={Icon} colour={colour} size={36} />
        <Typography id={labelId} component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {translate(statLabelKey(stat, query.filter))}
        </Typography>
      </Box>
      {value === undefined ? (
        <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      ) : (
        <Typography
          component="p"
          data-testid="stat-value"
          sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.15, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatAmount(value)}
          <Typography component="span" color="text.secondary" sx={{ ml: 0.75, fontSize: '0.95rem', fontWeight: 600, letterSpacing: 0 }}>
            {translate('app.dashboard.usdt')}
          </Typography>
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
        {translate(`app.dashboard.stats.${stat}_hint`)}
      </Typography>
    </Card>
  );
}
