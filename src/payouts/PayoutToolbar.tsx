import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterList from '@mui/icons-material/FilterList';
import { Confirm, FilterForm, SelectInput, useListContext, useNotify, useTranslate } from 'react-admin';
import { DELAYS_MS, NETWORKS } from '../../contract/constants';
import { exportFileName } from '../common/export/workbookRows';
import { writeWorkbook } from '../common/export/writeWorkbook';
import type { Row } from './PayoutHistory';
import { STAT_STATUSES } from './PayoutStatsBlock';

const T = 'app.payouts.toolbar';
const E = 'app.payouts.export';

const FILTERS = [
  <SelectInput
    key="status"
    source="status"
    label={`${T}.status`}
    choices={STAT_STATUSES.map((status) => ({ id: status, name: `app.payouts.statuses.${status}` }))}
    emptyText={`${T}.all`}
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
  <SelectInput
    key="currencyType"
    source="currencyType"
    label={`${T}.network`}
    choices={NETWORKS.map((network) => ({ id: network, name: network }))}
    translateChoice={false}
    emptyText={`${T}.all`}
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
];

/**
 * Export of the payout history (001 sections 2.4 and 8): 'No withdrawal requests to export' when nothing
 * matches, else a confirmation with the row count, then every matching request in the list's order.
 */
function PayoutExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { total, getData } = useListContext<Row>();
  const [count, setCount] = useState<number | null>(null);
  const start = async () => {
    setCount(null);
    const filename = exportFileName('payout');
    try {
      const rows = (await getData?.()) ?? [];
      await writeWorkbook('payout', rows, filename);
      notify(`${E}.success`, { type: 'success', messageArgs: { count: rows.length, filename } });
    } catch {
      notify(`${E}.failed`, { type: 'error' });
    }
  };
  return (
    <>
      <Button startIcon={<FileDownloadOutlined />} onClick={() => (total ? setCount(total) : notify(`${E}.none`, { type: 'warning' }))} variant="outlined">
        {translate(`${T}.export`)}
      </Button>
      <Confirm
        isOpen={count !== null}
        title={`${E}.confirm_title`}
        content={`${E}.confirm`}
        contentTranslateOptions={{ count }}
        confirm={`${E}.continue`}
        cancel={`${E}.cancel`}
        onConfirm={start}
        onClose={() => setCount(null)}
      />
    </>
  );
}

/**
 * Refresh, Export and Filters (001 section 2.4); the filters are the list's, and narrow the history and
 * the export. Refresh spins for at least 1.5 s (001 section 9), also when the answer comes at once.
 */
export function PayoutToolbar({ onRefresh }: { onRefresh: () => void }) {
  const translate = useTranslate();
  const { filterValues, isFetching } = useListContext();
  // A link or a reload with filters opens them.
  const [showFilters, setShowFilters] = useState(() => Object.keys(filterValues).length > 0);
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => setSpinning(false), DELAYS_MS.listRefreshSpinner);
    return () => clearTimeout(timer);
  }, [spinning]);
  const refreshing = spinning || isFetching;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          startIcon={refreshing ? <CircularProgress size={16} color="inherit" aria-label={translate('app.loading')} /> : <Refresh />}
          onClick={() => {
            setSpinning(true);
            onRefresh();
          }}
          disabled={refreshing}
          variant="outlined"
        >
          {translate(`${T}.refresh`)}
        </Button>
        <PayoutExportButton />
        <Button startIcon={<FilterList />} onClick={() => setShowFilters((shown) => !shown)} variant={showFilters ? 'contained' : 'outlined'} aria-pressed={showFilters}>
          {translate(`${T}.filters`)}
        </Button>
      </Box>
      {showFilters ? <FilterForm filters={FILTERS} /> : null}
    </Box>
  );
}
