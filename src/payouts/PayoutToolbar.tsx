import { useState } from 'react';
import { Box, Button } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterList from '@mui/icons-material/FilterList';
import { Confirm, FilterForm, SelectInput, useListContext, useNotify, useTranslate } from 'react-admin';
import { DELAYS_MS, NETWORKS } from '../../contract/constants';
import { exportFileName } from '../common/export/workbookRows';
import { writeWorkbook } from '../common/export/writeWorkbook';
import { RefreshButton } from '../common/RefreshButton';
import type { Row } from './PayoutHistory';
import { STAT_STATUSES } from './PayoutStatsBlock';

const T = 'app.payouts.toolbar';
const E = 'app.payouts.export';

const choiceFilter = (source: string, label: string, choices: { id: string; name: string }[]) => (
  <SelectInput
    key={source}
    source={source}
    label={`app.payouts.history.columns.${label}`}
    choices={choices}
    emptyText={`${T}.all`}
    alwaysOn
    sx={{ minWidth: 180 }}
  />
);

const FILTERS = [
  choiceFilter('status', 'status', STAT_STATUSES.map((status) => ({ id: status, name: `app.statuses.${status}` }))),
  choiceFilter('currencyType', 'network', NETWORKS.map((network) => ({ id: network, name: network }))),
];

/** 001 sections 2.4 and 8: a warning when nothing matches, else the row count to confirm, then every matching row. */
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
        {translate('ra.action.export')}
      </Button>
      <Confirm
        isOpen={count !== null}
        title={`${E}.confirm_title`}
        content={`${E}.confirm`}
        contentTranslateOptions={{ count }}
        confirm={`${E}.continue`}
        onConfirm={start}
        onClose={() => setCount(null)}
      />
    </>
  );
}

/** The list's filters narrow the history and the export; Refresh spins at least 1.5 s (001 section 9). */
export function PayoutToolbar({ onRefresh }: { onRefresh: () => void }) {
  const translate = useTranslate();
  const { filterValues, isFetching } = useListContext();
  // A link or a reload with filters opens them.
  const [showFilters, setShowFilters] = useState(() => Object.keys(filterValues).length > 0);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <RefreshButton onRefresh={onRefresh} minSpinMs={DELAYS_MS.listRefreshSpinner} busy={isFetching} />
        <PayoutExportButton />
        <Button startIcon={<FilterList />} onClick={() => setShowFilters((shown) => !shown)} variant={showFilters ? 'contained' : 'outlined'} aria-pressed={showFilters}>
          {translate(`${T}.filters`)}
        </Button>
      </Box>
      {showFilters ? <FilterForm filters={FILTERS} /> : null}
    </Box>
  );
}
