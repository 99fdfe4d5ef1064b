import { useMemo } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatAmount } from '../common/formatters';
import { WHOLE_HISTORY, type Row } from './PayoutHistory';
import { payoutStats, STAT_KEYS } from './payoutStats';

/** Counts and sums of all the payout requests by status, whatever the filters (the stats block of 001 section 2.4). */
export function PayoutStatsBlock({ meta }: { meta: object }) {
  const translate = useTranslate();
  const { data } = useGetList<Row>('withdrawals', { pagination: WHOLE_HISTORY, meta }, { retry: false, placeholderData: (previous) => previous });
  const stats = useMemo(() => payoutStats(data ?? []), [data]);
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
