import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { RefreshButton, useGetOne, useParams, useTranslate } from 'react-admin';
import type { WalletServiceType } from '../../contract/walletServiceTypes';
import { errorMessage, isHttpError } from '../../dataProvider/httpClient';
import { formatAmount, formatDateTime } from '../common/formatters';
import { BackButton } from '../common/BackButton';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { AddressLink } from './AddressLink';
import { RetryAlert } from '../common/RetryAlert';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

/** One wallet service type (001 section 2.10), its resource's record: user and wallet information, Refresh, Retry, not found. */
export function WalletServiceTypeDetailPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const record = useGetOne<WalletServiceType & { id: string }>('wallet-service-types', { id }, { retry: false });
  const t = (key: string) => translate(`app.wallet_service_types.${key}`);
  const d = (key: string) => translate(`app.wallet_service_types.detail.${key}`);
  const notFound = isHttpError(record.error) && record.error.status === 404;

  const content = (data: WalletServiceType) => (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
            {d('user_info')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Field label={d('full_name')}>{data.userInfo.fullName}</Field>
            <Field label={d('user_id')}>{data.userId}</Field>
            <Field label={d('email')}>{data.userInfo.email ?? d('none')}</Field>
            <Field label={d('phone')}>{data.userInfo.phone ?? d('none')}</Field>
            <Field label={d('description')}>{data.description ?? d('none')}</Field>
            <Field label={d('status')}>
              <Chip size="small" color={data.isActive ? 'success' : 'default'} label={t(data.isActive ? 'active' : 'inactive')} />
            </Field>
            <Field label={d('created')}>{formatDateTime(data.createdAt)}</Field>
            <Field label={d('updated')}>{formatDateTime(data.updatedAt)}</Field>
          </Box>
        </CardContent>
      </Card>
      <Typography variant="h2" component="h2">
        {d('wallet_info')}
      </Typography>
      {data.wallets.length === 0 ? <Typography>{t('no_wallets')}</Typography> : null}
      {data.wallets.map((wallet) => (
        <Card key={wallet.walletAddress} variant="outlined">
          <CardContent>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Field label={d('network')}>{wallet.walletNetwork}</Field>
              <Field label={d('address')}>
                <AddressLink network={wallet.walletNetwork} address={wallet.walletAddress} />
              </Field>
              <Field label={d('status')}>{t(wallet.isActive ? 'active' : 'inactive')}</Field>
              <Field label={d('generated')}>{formatDateTime(wallet.walletGeneratedAt)}</Field>
              <Field label={d('total_deposit_amount')}>{formatAmount(wallet.totalDepositAmount)}</Field>
              <Field label={d('total_deposits')}>{wallet.totalDeposits}</Field>
              <Field label={d('last_deposit_amount')}>{wallet.lastDepositAmount === null ? d('none') : formatAmount(wallet.lastDepositAmount)}</Field>
              <Field label={d('last_deposit_at')}>{wallet.lastDepositAt ? formatDateTime(wallet.lastDepositAt) : d('none')}</Field>
              <Field label={d('last_transaction_hash')}>
                {wallet.lastTransactionHash ? (
                  <AddressLink network={wallet.walletNetwork} address={wallet.lastTransactionHash} kind="tx" />
                ) : (
                  d('none')
                )}
              </Field>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );

  return (
    <PageContainer>
      <BackButton label="app.wallet_service_types.back_to_list" to="/wallet-service-types" />
      <PageHeader
        titleKey="app.wallet_service_types.detail_title"
        actions={<RefreshButton label="app.wallet_service_types.refresh" variant="outlined" size="medium" />}
      />
      {record.isPending ? <CircularProgress aria-label={translate('app.loading')} /> : null}
      {notFound ? (
        <Alert severity="info">
          <strong>{t('not_found')}</strong> {t('not_found_help')}
        </Alert>
      ) : null}
      {record.error && !notFound ? (
        <RetryAlert retryLabel="app.wallet_service_types.retry" onRetry={record.refetch}>
          {errorMessage(record.error, { failed: t('errors.detail_failed'), statusText: true })}
        </RetryAlert>
      ) : null}
      {record.data ? content(record.data) : null}
    </PageContainer>
  );
}
