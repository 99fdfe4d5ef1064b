import { Alert, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { RefreshButton, useGetOne, useParams, useTranslate } from 'react-admin';
import type { WalletServiceType } from '../../contract/walletServiceTypes';
import { errorMessage, isHttpError } from '../../dataProvider/httpClient';
import { formatAmount, formatDateTime } from '../common/formatters';
import { BackButton } from '../common/BackButton';
import { FactList } from '../common/FactList';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { ActiveChip, AddressLink } from './WalletServiceTypeParts';
import { RetryAlert } from '../common/RetryAlert';
import '../i18n/walletServiceTypes';

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
            {translate('app.wallet_service_types.columns.user')}
          </Typography>
          <FactList
            facts={[
              { label: d('full_name'), value: data.userInfo.fullName },
              { label: d('user_id'), value: data.userId },
              { label: d('email'), value: data.userInfo.email ?? d('none') },
              { label: d('phone'), value: data.userInfo.phone ?? d('none') },
              { label: d('description'), value: data.description ?? d('none') },
              { label: t('columns.status'), value: <ActiveChip active={data.isActive} /> },
              { label: t('columns.created'), value: formatDateTime(data.createdAt) },
              { label: d('updated'), value: formatDateTime(data.updatedAt) },
            ]}
          />
        </CardContent>
      </Card>
      <Typography variant="h2" component="h2">
        {d('wallet_info')}
      </Typography>
      {data.wallets.length === 0 ? <Typography>{t('no_wallets')}</Typography> : null}
      {data.wallets.map((wallet) => (
        <Card key={wallet.walletAddress} variant="outlined">
          <CardContent>
            <FactList
              facts={[
                { label: d('network'), value: wallet.walletNetwork },
                { label: d('address'), value: <AddressLink network={wallet.walletNetwork} address={wallet.walletAddress} /> },
                { label: t('columns.status'), value: t(wallet.isActive ? 'active' : 'inactive') },
                { label: d('generated'), value: formatDateTime(wallet.walletGeneratedAt) },
                { label: d('total_deposit_amount'), value: formatAmount(wallet.totalDepositAmount) },
                { label: d('total_deposits'), value: wallet.totalDeposits },
                { label: d('last_deposit_amount'), value: wallet.lastDepositAmount === null ? d('none') : formatAmount(wallet.lastDepositAmount) },
                { label: d('last_deposit_at'), value: wallet.lastDepositAt ? formatDateTime(wallet.lastDepositAt) : d('none') },
                {
                  label: d('last_transaction_hash'),
                  value: wallet.lastTransactionHash ? (
                    <AddressLink network={wallet.walletNetwork} address={wallet.lastTransactionHash} kind="tx" />
                  ) : (
                    d('none')
                  ),
                },
              ]}
            />
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
        actions={<RefreshButton variant="outlined" size="medium" />}
      />
      {record.isPending ? <CircularProgress aria-label={translate('app.loading')} /> : null}
      {notFound ? (
        <Alert severity="info">
          <strong>{t('not_found')}</strong> {t('not_found_help')}
        </Alert>
      ) : null}
      {record.error && !notFound ? (
        <RetryAlert retryLabel="app.action.retry" onRetry={record.refetch}>
          {errorMessage(record.error, { failed: t('errors.detail_failed'), statusText: true })}
        </RetryAlert>
      ) : null}
      {record.data ? content(record.data) : null}
    </PageContainer>
  );
}
