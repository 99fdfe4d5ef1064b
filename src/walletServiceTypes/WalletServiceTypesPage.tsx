import { Box, Button, Card, Chip, InputAdornment, Stack, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { FilterForm, ListBase, RefreshButton, TextInput, useListContext, useNavigate, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../contract/constants';
import { pageWindow, type WalletServiceType } from '../../contract/walletServiceTypes';
import { errorMessage } from '../../dataProvider/httpClient';
import { formatAmount, formatDateTime } from '../common/formatters';
import { pageCountOf } from '../common/list/ListPager';
import { RecordGrid, type RecordColumn } from '../common/list/RecordGrid';
import { ColumnCard, PhoneCardsOrGrid } from '../common/list/PhoneCardsOrGrid';
import { BackButton } from '../common/BackButton';
import { LoadingStatus } from '../common/LoadingStatus';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { ActiveChip, AddressLink } from './WalletServiceTypeParts';
import { RetryAlert } from '../common/RetryAlert';
import '../i18n/walletServiceTypes';

type Row = WalletServiceType & { id: string };
const W = 'app.wallet_service_types';

/** The Balance column: what the record's wallets have received in total. */
const balanceOf = (record: WalletServiceType) => record.wallets.reduce((sum, wallet) => sum + wallet.totalDepositAmount, 0);

function UserCell({ record }: { record: Row }) {
  const translate = useTranslate();
  return (
    // Each line ends in an ellipsis where the column is narrower than a long name or email (noWrap needs a block: the caption is a p).
    <Box sx={{ minWidth: 0 }}>
      <Typography noWrap sx={{ fontWeight: 600 }}>{record.userInfo.fullName}</Typography>
      {record.userInfo.email ? <Typography variant="body2" noWrap>{record.userInfo.email}</Typography> : null}
      {record.userInfo.phone ? <Typography variant="body2" noWrap>{record.userInfo.phone}</Typography> : null}
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {translate(`${W}.user_id`, { id: record.userId })}
      </Typography>
    </Box>
  );
}

function WalletsCell({ record }: { record: Row }) {
  const translate = useTranslate();
  if (record.wallets.length === 0) return <>{translate(`${W}.no_wallets`)}</>;
  return (
    <Stack spacing={0.5}>
      {record.wallets.map((wallet) => (
        <Box key={wallet.walletAddress} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Chip size="small" label={wallet.walletNetwork} />
          <AddressLink network={wallet.walletNetwork} address={wallet.walletAddress} />
        </Box>
      ))}
    </Stack>
  );
}

function ViewButton({ record }: { record: Row }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button size="small" aria-label={translate(`${W}.view_for`, { name: record.userInfo.fullName })} onClick={() => navigate(`/wallet-service-types/${record._id}`)}>
      {translate(`${W}.view`)}
    </Button>
  );
}

/** The 2.10 columns; the gateway has one order, so none sorts. */
const COLUMNS: RecordColumn<Row>[] = [
  { source: 'userInfo', label: `${W}.columns.user`, flex: 1.5, minWidth: 200, render: (record) => <UserCell record={record} /> },
  { source: 'wallets', label: `${W}.columns.wallets`, flex: 1.5, minWidth: 280, render: (record) => <WalletsCell record={record} /> },
  { source: 'balance', label: `${W}.columns.balance`, render: (record) => `${formatAmount(balanceOf(record))} USDT` },
  { source: 'isActive', label: `${W}.columns.status`, render: (record) => <ActiveChip active={record.isActive} /> },
  { source: 'createdAt', label: `${W}.columns.created`, minWidth: 160, render: (record) => formatDateTime(record.createdAt) },
  { source: 'actions', label: `${W}.columns.actions`, render: (record) => <ViewButton record={record} /> },
];

/** First, Last, and the pages within 2 of the current one (001 section 9), over react-admin's list context. */
function PageNumbers() {
  const translate = useTranslate();
  const { page, setPage, ...list } = useListContext();
  const pages = pageCountOf({ page, ...list });
  const t = (key: string, options?: Record<string, unknown>) => translate(`${W}.pages.${key}`, options);
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={t('label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', pt: 2 }}>
      <Button size="small" disabled={page <= 1} onClick={() => setPage(1)}>
        {t('first')}
      </Button>
      {pageWindow(page, pages).map((number, index) =>
        number === null ? (
          <Typography key={`gap-${index}`} component="span" sx={{ px: 0.5 }}>
            …
          </Typography>
        ) : (
          <Button
            key={number}
            size="small"
            variant={number === page ? 'contained' : 'outlined'}
            aria-label={t('page', { page: number })}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => setPage(number)}
          >
            {number}
          </Button>
        ),
      )}
      <Button size="small" disabled={page >= pages} onClick={() => setPage(pages)}>
        {t('last')}
      </Button>
    </Box>
  );
}

function WalletServiceTypesContent() {
  const translate = useTranslate();
  const { data, error, isPending, filterValues, setFilters, refetch } = useListContext<Row>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`${W}.${key}`, options);
  const searched = typeof filterValues.search === 'string' ? filterValues.search : '';
  if (error) {
    return (
      <RetryAlert retryLabel="app.action.retry" onRetry={refetch}>
        {errorMessage(error, { failed: t('errors.list_failed'), statusText: true })}
      </RetryAlert>
    );
  }
  if (isPending) return <LoadingStatus message={`${W}.loading`} />;
  if (!data?.length) {
    return (
      <Stack spacing={2} sx={{ p: 4, alignItems: 'center' }}>
        <Typography>{searched ? t('empty_search', { search: searched }) : t('empty')}</Typography>
        {searched ? <Button onClick={() => setFilters({})}>{t('clear_search')}</Button> : null}
      </Stack>
    );
  }
  return (
    <>
      <PhoneCardsOrGrid<Row>
        card={(record) => <ColumnCard<Row> record={record} columns={COLUMNS} label={record.userInfo.fullName} stacked />}
        grid={
          <Card>
            <RecordGrid<Row> columns={COLUMNS} label={`${W}.title`} storeKey="wallet-service-types.datatable" rowHeight="auto" columnsButton />
          </Card>
        }
      />
      <PageNumbers />
    </>
  );
}

/** The wallet service types list (001 section 2.10), search and page in the URL. */
export function WalletServiceTypesPage() {
  const translate = useTranslate();
  // The search applies to the list 500 ms after the typing pauses (001 section 5).
  const filters = [
    <TextInput
      key="search"
      source="search"
      label={`${W}.search`}
      placeholder={translate(`${W}.search_placeholder`)}
      alwaysOn
      resettable
      sx={{ minWidth: { sm: 420 } }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search /></InputAdornment> } }}
    />,
  ];
  return (
    <ListBase<Row> resource="wallet-service-types" perPage={PAGE_SIZES.walletServiceTypes} queryOptions={{ retry: false }}>
      <PageContainer>
        <BackButton label={`${W}.back_to_dashboard`} to="/dashboard" />
        <PageHeader
          titleKey="app.wallet_service_types.title"
          subtitle={translate(`${W}.subtitle`)}
          actions={<RefreshButton variant="outlined" size="medium" />}
        />
        <Box sx={{ mb: 2 }}>
          <FilterForm filters={filters} />
        </Box>
        <WalletServiceTypesContent />
      </PageContainer>
    </ListBase>
  );
}
