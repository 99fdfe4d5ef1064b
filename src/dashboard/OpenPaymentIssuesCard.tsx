import { Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { DashboardCard, type CardSx } from './DashboardCard';
import '../i18n/paymentIssues';

const C = 'app.payment_issues.card';

/** Issue 29's "Needs attention" (NeedsAttentionCard.tsx asks the count and loads it): how many payments are open, and their screen. */
export function OpenPaymentIssuesCard({ total, sx }: CardSx & { total: number }) {
  const translate = useTranslate();
  return (
    <DashboardCard
      title={translate(`${C}.title`)}
      sx={sx}
      action={
        <Button size="small" component={LinkBase} to="/payment-issues">
          {translate(`${C}.view`)}
        </Button>
      }
    >
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'warning.main' }}>
        {translate(`${C}.count`, { smart_count: total })}
      </Typography>
    </DashboardCard>
  );
}
