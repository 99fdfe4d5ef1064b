import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Refresh from '@mui/icons-material/Refresh';
import Search from '@mui/icons-material/Search';
import { useNavigate, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import type { WalletServiceType } from '../../contract/walletServiceTypes';
import { errorMessage } from '../../dataProvider/httpClient';
import { formatAmount, formatDateTime } from '../common/formatters';
import { useGatewayList } from '../common/list/useGatewayList';
import { useListSearch } from '../common/list/useListSearch';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { AddressLink } from './AddressLink';
import { PageNumbers } from './PageNumbers';

/** The Balance column: what the record's wallets have received in total. */
const balanceOf = (record: WalletServiceType) => record.wallets.reduce((sum, wallet) => sum + wallet.totalDepositAmount, 0);

/**
 * The wallet service types list (001 section 2.10) on react-admin's list controller of its
 * resource: search and page live in the URL; Refresh, the empty state with Clear search.
 */
export function WalletServiceTypesPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const list = useGatewayList<WalletServiceType & { id: string }>({ resource: 'wallet-service-types', perPage: PAGE_SIZES.walletServiceTypes });
  const search = useListSearch(list);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.wallet_service_types.${key}`, options);
  const records = list.data ?? [];

  const content = () => {
    if (list.error) {
      return (
        <Alert severity="error" action={<Button onClick={() => list.refetch()}>{t('retry')}</Button>}>
          {errorMessage(list.error, { failed: t('errors.list_failed'), statusText: true })}
        </Alert>
      );
    }
    if (list.isPending) {
      return (
        <Stack role="status" direction="row" spacing={2} sx={{ p: 4, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('loading')}</Typography>
        </Stack>
      );
    }
    if (records.length === 0) {
      return (
        <Stack spacing={2} sx={{ p: 4, alignItems: 'center' }}>
          <Typography>{search.applied ? t('empty_search', { search: search.applied }) : t('empty')}</Typography>
          {search.applied ? <Button onClick={() => search.clear()}>{t('clear_search')}</Button> : null}
        </Stack>
      );
    }
    return (
      <TableContainer component={Card}>
        <Table aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {['user', 'wallets', 'balance', 'status', 'created', 'actions'].map((column) => (
                <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record) => (
              <TableRow key={record.id}>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>{record.userInfo.fullName}</Typography>
                  {record.userInfo.email ? <Typography variant="body2">{record.userInfo.email}</Typography> : null}
                  {record.userInfo.phone ? <Typography variant="body2">{record.userInfo.phone}</Typography> : null}
                  <Typography variant="caption" color="text.secondary">
                    {t('user_id', { id: record.userId })}
                  </Typography>
                </TableCell>
                <TableCell>
                  {record.wallets.length === 0
                    ? t('no_wallets')
                    : record.wallets.map((wallet) => (
                        <Box key={wallet.walletAddress} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                          <Chip size="small" label={wallet.walletNetwork} />
                          <AddressLink network={wallet.walletNetwork} address={wallet.walletAddress} />
                        </Box>
                      ))}
                </TableCell>
                <TableCell>{formatAmount(balanceOf(record))} USDT</TableCell>
                <TableCell>
                  <Chip size="small" color={record.isActive ? 'success' : 'default'} label={t(record.isActive ? 'active' : 'inactive')} />
                </TableCell>
                <TableCell>{formatDateTime(record.createdAt)}</TableCell>
                <TableCell>
                  <Button size="small" aria-label={t('view_for', { name: record.userInfo.fullName })} onClick={() => navigate(`/wallet-service-types/${record._id}`)}>
                    {t('view')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <PageContainer>
      <Button startIcon={<ArrowBack />} onClick={() => navigate('/dashboard')} sx={{ mb: 1.5, ml: -1 }}>
        {t('back_to_dashboard')}
      </Button>
      <PageHeader
        titleKey="app.wallet_service_types.title"
        subtitle={t('subtitle')}
        actions={
          <Button variant="outlined" startIcon={<Refresh />} disabled={list.isFetching} onClick={() => list.refetch()}>
            {t('refresh')}
          </Button>
        }
      />
      <TextField
        label={t('search')}
        placeholder={t('search_placeholder')}
        value={search.search}
        onChange={(event) => search.type(event.target.value)}
        sx={{ mb: 2, maxWidth: 420 }}
        fullWidth
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search /></InputAdornment> } }}
      />
      {content()}
      {list.error ? null : <PageNumbers page={list.page} pages={list.pageCount} onChange={list.setPage} />}
    </PageContainer>
  );
}
