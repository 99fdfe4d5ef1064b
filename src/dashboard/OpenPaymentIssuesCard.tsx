import { useSyncExternalStore } from 'react';
import { Button, Typography } from '@mui/material';
import { LinkBase, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { isSessionEnding, onSessionEndChange } from '../../authProvider/session';
import { PAYMENT_ISSUES_RESOURCE } from '../../contract/paymentIssues';
import { useGatewayEvent } from '../common/gatewayEvents';
import { DashboardCard, type CardSx } from './DashboardCard';
import '../i18n/paymentIssues';

const C = 'app.payment_issues.card';

/**
 * Issue 29's "Needs attention" (NeedsAttentionCard.tsx loads it): the open payment issues' count (one record asked,
 * the total read), for those who may list them. Shown only when a payment is open: it arrives after the figures, above
 * the balance, so an all-clear dashboard must not move under the merchant's eyes for a card that says nothing. Hidden
 * too while it loads, on a gateway without payment issues (404) and on any other failure, as its screen says what went wrong.
 */
export function OpenPaymentIssuesCard({ sx }: CardSx) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: PAYMENT_ISSUES_RESOURCE, action: 'list' });
  // Like the notification poll: from a logout's or an expiry's start it asks nothing more (no 401s, issue 12).
  const ending = useSyncExternalStore(onSessionEndChange, isSessionEnding);
  const { total, error, refetch } = useGetList(
    PAYMENT_ISSUES_RESOURCE,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'open' } },
    { enabled: canAccess === true && !ending, retry: false },
  );
  // The count changes only when a record opens or resolves (a further payment short of the total: 'updated').
  useGatewayEvent('payment-issue-update', (event) => void (event.type !== 'updated' && canAccess && !isSessionEnding() && refetch()));
  if (!canAccess || error || !total) return null;
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
