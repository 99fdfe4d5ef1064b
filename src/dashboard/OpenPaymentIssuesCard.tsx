import { Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { NeedsAttentionView, type CardSx } from './DashboardCard';
import '../i18n/paymentIssues';

const C = 'app.payment_issues.card';

/** Issue 29's "Needs attention" (NeedsAttentionCard.tsx asks the count and loads it): how many payments are open, and their screen. */
export function OpenPaymentIssuesCard({ total, sx }: CardSx & { total: number }) {
  const translate = useTranslate();
  return (
    <NeedsAttentionView
      title={translate(`${C}.title`)}
      count={translate(`${C}.count`, { smart_count: total })}
      sx={sx}
      action={
        <Button size="small" component={LinkBase} to="/payment-issues">
          {translate(`${C}.view`)}
        </Button>
      }
    />
  );
}
