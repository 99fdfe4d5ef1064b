import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import Search from '@mui/icons-material/Search';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { COMPLAINT_SORT_FIELDS, COMPLAINT_STATUSES, type ComplaintSortField, type ComplaintStatus } from '../../contract/complaints';

export interface ComplaintFilterValues {
  search: string;
  status: ComplaintStatus | 'all';
  sortBy: ComplaintSortField;
  sortOrder: 'asc' | 'desc';
}

interface ComplaintFiltersProps {
  values: ComplaintFilterValues;
  refreshing: boolean;
  onChange: (values: ComplaintFilterValues) => void;
  onRefresh: () => void;
  onClear: () => void;
}

const C = 'app.complaints';

/** Search, status and sort of the complaints list, with Refresh and Clear Filters (001 section 2.6). */
export function ComplaintFilters({ values, refreshing, onChange, onRefresh, onClear }: ComplaintFiltersProps) {
  const translate = useTranslate();
  const set = <K extends keyof ComplaintFilterValues>(key: K, value: ComplaintFilterValues[K]) => onChange({ ...values, [key]: value });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        label={translate(`${C}.search`)}
        placeholder={translate(`${C}.search_placeholder`)}
        value={values.search}
        onChange={(event) => set('search', event.target.value)}
        sx={{ minWidth: 260, flex: 1 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
      />
      <TextField select size="small" label={translate(`${C}.status`)} value={values.status} onChange={(event) => set('status', event.target.value as ComplaintFilterValues['status'])} sx={{ minWidth: 170 }}>
        <MenuItem value="all">{translate(`${C}.all`)}</MenuItem>
        {COMPLAINT_STATUSES.filter((status) => status !== 'completed').map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`${C}.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={translate(`${C}.sort`)} value={values.sortBy} onChange={(event) => set('sortBy', event.target.value as ComplaintSortField)} sx={{ minWidth: 170 }}>
        {COMPLAINT_SORT_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {translate(`${C}.sorts.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={translate(`${C}.order`)} value={values.sortOrder} onChange={(event) => set('sortOrder', event.target.value as 'asc' | 'desc')} sx={{ minWidth: 150 }}>
        <MenuItem value="desc">{translate(`${C}.orders.desc`)}</MenuItem>
        <MenuItem value="asc">{translate(`${C}.orders.asc`)}</MenuItem>
      </TextField>
      <Button variant="outlined" startIcon={<Refresh />} onClick={onRefresh} disabled={refreshing}>
        {translate(`${C}.refresh`)}
      </Button>
      <Button onClick={onClear}>{translate(`${C}.clear_filters`)}</Button>
    </Box>
  );
}
