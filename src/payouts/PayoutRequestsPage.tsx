import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { CanAccess, ListBase, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import { PAYOUT_APPROVALS_RESOURCE } from '../../contract/payoutApprovals';
import { useGatewayEvent, useGatewayReconnect } from '../common/gatewayEvents';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { AwaitingApprovals } from './approvals/AwaitingApprovals';
import { AddressBookSection } from './addressBook/AddressBookSection';
import { PayoutForm } from './PayoutForm';
import { PayoutHistory, type Row } from './PayoutHistory';
import { PayoutStatsBlock } from './PayoutStatsBlock';
import { PayoutToolbar } from './PayoutToolbar';

/** Payout Requests (001 section 2.4): `withdrawals` reads the whole history per `historyAt` and pages it in memory. */
export function PayoutRequestsPage() {
  const translate = useTranslate();
  const [historyAt, setHistoryAt] = useState(Date.now);
  const reread = () => setHistoryAt((at) => at + 1);
  useGatewayEvent('transaction-update', reread);
  useGatewayReconnect(reread);
  const meta = { historyAt };

  return (
    <PageContainer>
      <PageHeader titleKey="app.pages.payout_requests.title" subtitle={translate('app.payouts.subtitle')} />
      <Stack spacing={3}>
        {/* authProvider.canAccess answers with contract canCreatePayout: not for operation roles. */}
        <CanAccess resource="withdrawals" action="create" accessDenied={<Alert severity="info">{translate('app.payouts.form.view_only')}</Alert>}>
          <PayoutForm />
        </CanAccess>
        <CanAccess resource={PAYOUT_APPROVALS_RESOURCE} action="list" accessDenied={null}>
          <AwaitingApprovals />
        </CanAccess>
        {/* The screen shows the history's failure itself, not as a toast. */}
        <ListBase<Row> resource="withdrawals" perPage={PAGE_SIZES.payoutHistory} sort={{ field: 'createdAt', order: 'DESC' }} queryOptions={{ meta, onError: () => undefined }}>
          <PayoutStatsBlock meta={meta} />
          <PayoutToolbar onRefresh={reread} />
          <PayoutHistory meta={meta} onRetry={reread} />
        </ListBase>
        <AddressBookSection />
      </Stack>
    </PageContainer>
  );
}
