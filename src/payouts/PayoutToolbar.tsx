import { Box, Button, CircularProgress, MenuItem, TextField } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterList from '@mui/icons-material/FilterList';
import { useTranslate } from 'react-admin';
import { NETWORKS } from '../../contract/constants';
import { STAT_STATUSES } from './payoutStats';

export interface PayoutFilters {
  status: string;
  network: string;
}

interface PayoutToolbarProps {
  filters: PayoutFilters;
  showFilters: boolean;
  refreshing: boolean;
  onToggleFilters: () => void;
  onFilters: (filters: PayoutFilters) => void;
  onRefresh: () => void;
  onExport: () => void;
}

const T = 'app.payouts.toolbar';

/** Refresh, Export and Filters (001 section 2.4); the filters narrow the history and the export. */
export function PayoutToolbar({ filters, showFilters, refreshing, onToggleFilters, onFilters, onRefresh, onExport }: PayoutToolbarProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          startIcon={refreshing ? <CircularProgress size={16} color="inherit" aria-label={translate('app.loading')} /> : <Refresh />}
          onClick={onRefresh}
          disabled={refreshing}
          variant="outlined"
        >
          {translate(`${T}.refresh`)}
        </Button>
        <Button startIcon={<FileDownloadOutlined />} onClick={onExport} variant="outlined">
          {translate(`${T}.export`)}
        </Button>
        <Button startIcon={<FilterList />} onClick={onToggleFilters} variant={showFilters ? 'contained' : 'outlined'} aria-pressed={showFilters}>
          {translate(`${T}.filters`)}
        </Button>
      </Box>
      {showFilters ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={translate(`${T}.status`)}
            value={filters.status}
            onChange={(event) => onFilters({ ...filters, status: event.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="all">{translate(`${T}.all`)}</MenuItem>
            {STAT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {translate(`app.payouts.statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate(`${T}.network`)}
            value={filters.network}
            onChange={(event) => onFilters({ ...filters, network: event.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="all">{translate(`${T}.all`)}</MenuItem>
            {NETWORKS.map((network) => (
              <MenuItem key={network} value={network}>
                {network}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ) : null}
    </Box>
  );
}
