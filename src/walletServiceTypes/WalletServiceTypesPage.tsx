import { Alert, Box, Button, Card, Chip, CircularProgress, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Refresh from '@mui/icons-material/Refresh';
import Search from '@mui/icons-material/Search';
import { ColumnsButton, DataTable, ListContextProvider, ResourceContextProvider, useNavigate, useTranslate } from 'react-admin';
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

type Row = WalletServiceType & { id: string };
const Col = DataTable.Col<Row>;
const W = 'app.wallet_service_types';

/** Where react-admin's store keeps this list's column choice (hidden columns, order). */
export const WALLET_SERVICE_TYPES_COLUMNS = 'wallet-service-types.datatable';

/** The Balance column: what the record's wallets have received in total. */
const balanceOf = (record: WalletServiceType) => record.wallets.reduce((sum, wallet) => sum + wallet.totalDepositAmount, 0);

/**
 * The wallet service types list (001 section 2.10) on react-admin's list controller of its
 * resource: search and page live in the URL (the gateway has one order, so no column sorts);
 * Refresh, the empty state with Clear search. The rows are react-admin's DataTable bound to the
 * list context; the Columns button hides and orders columns, remembered in react-admin's store.
 */
export function WalletServiceTypesPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const list = useGatewayList<Row>({ resource: 'wallet-service-types', perPage: PAGE_SIZES.walletServiceTypes });
  const search = useListSearch(list);
  const t = (key: string, options?: Record<string, unknown>) => translate(`${W}.${key}`, options);
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
      <Card>
        <DataTable<Row>
          storeKey={WALLET_SERVICE_TYPES_COLUMNS}
          aria-label={t('title')}
          bulkActionButtons={false}
          rowClick={false}
          size="medium"
          // A narrow screen scrolls the table, not the page.
          sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .RaDataTable-headerCell': { fontWeight: 600 } }}
        >
          <Col
            source="userInfo"
            label={`${W}.columns.user`}
            disableSort
            render={(record) => (
              <>
                <Typography sx={{ fontWeight: 600 }}>{record.userInfo.fullName}</Typography>
                {record.userInfo.email ? <Typography variant="body2">{record.userInfo.email}</Typography> : null}
                {record.userInfo.phone ? <Typography variant="body2">{record.userInfo.phone}</Typography> : null}
                <Typography variant="caption" color="text.secondary">
                  {t('user_id', { id: record.userId })}
                </Typography>
              </>
            )}
          />
          <Col
            source="wallets"
            label={`${W}.columns.wallets`}
            disableSort
            render={(record) =>
              record.wallets.length === 0
                ? t('no_wallets')
                : record.wallets.map((wallet) => (
                    <Box key={wallet.walletAddress} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <Chip size="small" label={wallet.walletNetwork} />
                      <AddressLink network={wallet.walletNetwork} address={wallet.walletAddress} />
                    </Box>
                  ))
            }
          />
          <Col source="balance" label={`${W}.columns.balance`} disableSort render={(record) => `${formatAmount(balanceOf(record))} USDT`} />
          <Col
            source="isActive"
            label={`${W}.columns.status`}
            disableSort
            render={(record) => <Chip size="small" color={record.isActive ? 'success' : 'default'} label={t(record.isActive ? 'active' : 'inactive')} />}
          />
          <Col source="createdAt" label={`${W}.columns.created`} disableSort render={(record) => formatDateTime(record.createdAt)} />
          <Col
            source="actions"
            label={`${W}.columns.actions`}
            disableSort
            render={(record) => (
              <Button size="small" aria-label={t('view_for', { name: record.userInfo.fullName })} onClick={() => navigate(`/wallet-service-types/${record._id}`)}>
                {t('view')}
              </Button>
            )}
          />
        </DataTable>
      </Card>
    );
  };

  return (
    <ResourceContextProvider value="wallet-service-types">
      <ListContextProvider value={list}>
        <PageContainer>
          <Button startIcon={<ArrowBack />} onClick={() => navigate('/dashboard')} sx={{ mb: 1.5, ml: -1 }}>
            {t('back_to_dashboard')}
          </Button>
          <PageHeader
            titleKey="app.wallet_service_types.title"
            subtitle={t('subtitle')}
            actions={
              <>
                <ColumnsButton storeKey={WALLET_SERVICE_TYPES_COLUMNS} />
                <Button variant="outlined" startIcon={<Refresh />} disabled={list.isFetching} onClick={() => list.refetch()}>
                  {t('refresh')}
                </Button>
              </>
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
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
