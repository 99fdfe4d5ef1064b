import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useCanAccess, useDataProvider, useNavigate, useTranslate } from 'react-admin';
import type { BalanceFigures } from '../../contract/walletBalance';
import { NETWORKS } from '../../contract/constants';
import type { GatewayDataProvider } from '../../dataProvider';
import { EmptyNote, LoadingStatus } from '../common/LoadingStatus';
import { formatDateTime } from '../common/formatters';
import { useGatewayEvent } from '../common/gatewayEvents';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { RefreshButton } from '../common/RefreshButton';
import { RetryAlert } from '../common/RetryAlert';
import { UsdtAmount } from '../common/UsdtAmount';
import '../i18n/walletBalance';

const W = 'app.wallet_balance';
const FIGURES = ['total', 'available', 'fee'] as const;

function Figures({ title, figures, wallet }: { title: string; figures?: BalanceFigures; wallet?: string | null }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        {(figures ? FIGURES : []).map((key) => (
          <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography color="text.secondary">{translate(`${W}.${key}`)}</Typography>
            <UsdtAmount component="p" amount={figures?.[key]} />
          </Box>
        ))}
        {wallet !== undefined ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: wallet ? 'monospace' : undefined, wordBreak: 'break-all' }}>
            {wallet ? `${translate(`${W}.wallet`)}: ${wallet}` : translate(`${W}.no_wallet`)}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Wallet Balances (001 section 2.5, DECISIONS.md section 5); a live transaction event reloads it. */
export function WalletBalancePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  // Transfer Funds and Manage Wallet: canAccess's actions/manage_balance, the main merchant only.
  const { canAccess: mayManageBalance = false } = useCanAccess({ resource: 'actions', action: 'manage_balance' });
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['walletBalance'],
    queryFn: ({ signal }) => dataProvider.getWalletBalance(signal),
    retry: false,
  });
  useGatewayEvent('transaction-update', () => void refetch());

  return (
    <PageContainer>
      <PageHeader
        titleKey="app.pages.wallet_balance.title"
        subtitle={translate(`${W}.subtitle`)}
        actions={<RefreshButton onRefresh={() => void refetch()} busy={isFetching} />}
      />
      {isPending ? (
        <LoadingStatus message="app.loading" />
      ) : error || !data ? (
        <RetryAlert onRetry={refetch}>{translate(`${W}.fetch_failed`)}</RetryAlert>
      ) : (
        <Stack spacing={3}>
          {/* A gateway without GET /wallet-balance: the dashboard's totals, fee and wallets, and one calm line (issue 15). */}
          {data.source === 'dashboard' ? (
            <Alert severity="info" role="note">
              {translate(`${W}.from_dashboard`)}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            <Figures title={translate(`${W}.total_title`)} figures={data} />
            {data.source === 'wallet-balance'
              ? data.networks.map(({ network, walletAddress, ...figures }) => (
                  <Figures key={network} title={network} figures={figures} wallet={walletAddress} />
                ))
              : NETWORKS.map((network) => (
                  <Figures
                    key={network}
                    title={network}
                    wallet={data.wallets.find((wallet) => wallet.walletNetwork === network)?.walletAddress ?? null}
                  />
                ))}
          </Box>
          {mayManageBalance ? (
            <Card component="section" aria-label={translate(`${W}.actions_title`)}>
              <CardContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={() => navigate('/withdraw-requests')}>
                  {translate(`${W}.transfer_funds`)}
                </Button>
                <Button variant="outlined" onClick={() => navigate('/wallet-service-types')}>
                  {translate(`${W}.manage_wallet`)}
                </Button>
              </CardContent>
            </Card>
          ) : null}
          {data.source === 'wallet-balance' ? (
            <Card>
              <CardContent>
                <Typography variant="h3" component="h2">
                  {translate(`${W}.recent`)}
                </Typography>
                {data.recentChanges.length === 0 ? (
                  <EmptyNote message={`${W}.no_changes`} sx={{ py: 2 }} />
                ) : (
                  <List aria-label={translate(`${W}.recent`)}>
                    {data.recentChanges.map((change, index) => (
                      <ListItem
                        key={change._id}
                        disableGutters
                        divider={index < data.recentChanges.length - 1}
                        secondaryAction={
                          <UsdtAmount
                            component="p"
                            amount={Math.abs(change.change)}
                            sign={change.change >= 0 ? '+' : '-'}
                            sx={{ color: change.change >= 0 ? 'success.main' : 'error.main' }}
                          />
                        }
                      >
                        <ListItemText
                          primary={`${translate(`${W}.types.${change.type}`, { _: change.type })} · ${change.network}`}
                          secondary={formatDateTime(change.at)}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </CardContent>
            </Card>
          ) : null}
        </Stack>
      )}
    </PageContainer>
  );
}
