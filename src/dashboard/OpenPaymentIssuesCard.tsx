import { Button, Typography } from '@mui/material';
import { LinkBase, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { PAYMENT_ISSUES_RESOURCE } from '../../contract/paymentIssues';
import { useGatewayEvent } from '../common/gatewayEvents';
import { DashboardCard, type CardSx } from './DashboardCard';
import '../i18n/paymentIssues';

const C = 'app.payment_issues.card';

/**
 * Issue 29's "Needs attention" (NeedsAttentionCard.tsx loads it): the open payment issues' count (one record asked,
 * the total read), for those who may list them. Hidden while it loads, on a gateway without payment issues (404) and
 * on any other failure, as the screen it links to says what went wrong.
 */
export function OpenPaymentIssuesCard({ sx }: CardSx) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: PAYMENT_ISSUES_RESOURCE, action: 'list' });
  const { total, error, refetch } = useGetList(
    PAYMENT_ISSUES_RESOURCE,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'open' } },
    { enabled: canAccess === true, retry: false },
  );
  useGatewayEvent('transaction-update', () => void (canAccess && refetch()));
  if (!canAccess || error || total === undefined) return null;
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
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: total > 0 ? 'warning.main' : 'text.primary' }}>
        {total > 0 ? translate(`${C}.count`, { smart_count: total }) : translate(`${C}.none`)}
      </Typography>
    </DashboardCard>
  );
}
