import { Box, Card, CardContent, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { UsdtAmount } from '../common/UsdtAmount';
import { WHOLE_HISTORY, type Row } from './PayoutHistory';

/** The statuses the stats block counts (001 section 4, payout statuses). */
export const STAT_STATUSES = ['pending', 'completed', 'rejected', 'failed'] as const;

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
        const counted = key === 'total' ? data : data.filter((row) => row.status === key);
        // Summed in micro-units, so 0.1 + 0.2 stays 0.3.
        const sum = counted.reduce((total, row) => total + Math.round(row.amount * 1e6), 0) / 1e6;
        return (
          <Card key={key} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {translate(key === 'total' ? 'app.payouts.stats.total' : `app.statuses.${key}`)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`payout-stat-${key}`}>
                {counted.length}
              </Typography>
              <UsdtAmount amount={sum} variant="body2" color="text.secondary" sx={{ fontWeight: 400 }} />
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
