import { useMemo } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Withdrawal } from '../../contract/payouts';
import { formatAmount } from '../common/formatters';
import { payoutStats, STAT_KEYS } from './payoutStats';

/** Counts and sums of the payout requests by status (the stats block of 001 section 2.4). */
export function PayoutStatsBlock({ rows }: { rows: readonly Withdrawal[] }) {
  const translate = useTranslate();
  const stats = useMemo(() => payoutStats(rows), [rows]);
  return (
    <Box
      component="section"
      aria-label={translate('app.payouts.stats.title')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}
    >
      {STAT_KEYS.map((key) => (
        <Card key={key} variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.payouts.stats.${key}`)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`payout-stat-${key}`}>
              {stats[key].count}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.payouts.stats.sum', { amount: formatAmount(stats[key].sum) })}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
