import { Box, Card, CardContent, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatAmount } from '../common/formatters';
import { WHOLE_HISTORY, type Row } from './PayoutHistory';

/** The statuses the stats block counts (001 section 4, payout statuses). */
export const STAT_STATUSES = ['pending', 'completed', 'rejected', 'failed'] as const;

/** The count and sum of the requests with a status, or of all. Sums in micro-units, so 0.1 + 0.2 stays 0.3. */
function figures(rows: readonly Row[], key: 'total' | (typeof STAT_STATUSES)[number]) {
  const counted = key === 'total' ? rows : rows.filter((row) => row.status === key);
  return { count: counted.length, sum: counted.reduce((sum, row) => sum + Math.round(row.amount * 1e6), 0) / 1e6 };
}

/** Counts and sums of all the payout requests by status, whatever the filters (the stats block of 001 section 2.4). */
export function PayoutStatsBlock({ meta }: { meta: object }) {
  const translate = useTranslate();
  const { data = [] } = useGetList<Row>('withdrawals', { pagination: WHOLE_HISTORY, meta }, { retry: false, placeholderData: (previous) => previous });
  return (
    <Box
      component="section"
      aria-label={translate('app.payouts.stats.title')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}
    >
      {(['total', ...STAT_STATUSES] as const).map((key) => {
        const { count, sum } = figures(data, key);
        return (
          <Card key={key} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {translate(`app.payouts.stats.${key}`)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`payout-stat-${key}`}>
                {count}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('app.payouts.stats.sum', { amount: formatAmount(sum) })}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
