import { useRef } from 'react';
import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { FilterForm, SelectInput, TextInput, useListContext, useTranslate, type SortPayload } from 'react-admin';
import { COMPLAINT_SORT_FIELDS, COMPLAINT_STATUSES } from '../../contract/complaints';
import { FILTER_SELECT_PROPS } from '../common/list/filterSelectProps';
import { RefreshButton } from '../common/RefreshButton';
import '../i18n/complaints';

const C = 'app.complaints';

/** Newest submitted first (001 section 7: sortBy, sortOrder=desc). */
export const DEFAULT_SORT: SortPayload = { field: 'submittedAt', order: 'DESC' };

// 'completed' reads RESOLVED, as 'resolved' does, so it is no choice of its own (001 section 4).
const STATUS_CHOICES = COMPLAINT_STATUSES.filter((status) => status !== 'completed').map((status) => ({ id: status, name: `${C}.statuses.${status}` }));

/** Search, status, sort, Refresh and Clear Filters (001 section 2.6); the filter form applies 500 ms after a change. */
export function ComplaintFilters() {
  const translate = useTranslate();
  const { sort, setSort, setFilters, refetch, isFetching } = useListContext();
  // react-admin applies a sort on its next tick: an Order chosen right after a Sort By builds on that Sort By.
  const shown = `${sort.field} ${sort.order}`;
  const pending = useRef<{ shown: string; next: SortPayload } | null>(null);
  const changeSort = (change: Partial<SortPayload>) => {
    const next = { ...(pending.current?.shown === shown ? pending.current.next : sort), ...change };
    pending.current = { shown, next };
    setSort(next);
  };
  const filters = [
    <TextInput
      key="search"
      source="search"
      label="ra.action.search"
      placeholder={translate(`${C}.search_placeholder`)}
      alwaysOn
      sx={{ minWidth: 260 }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
    />,
    <SelectInput
      key="status"
      source="status"
      label={`${C}.status`}
      choices={STATUS_CHOICES}
      emptyText={`${C}.all`}
      {...FILTER_SELECT_PROPS}
    />,
  ];
  return (
    // One row on a wide screen: the filter form takes its inputs' width, not the whole row.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'center', '& > form': { flex: { md: '0 1 auto' } } }}>
      <FilterForm filters={filters} />
      <TextField select size="small" fullWidth={false} label={translate(`${C}.sort`)} value={sort.field} onChange={(event) => changeSort({ field: event.target.value })} sx={{ minWidth: 170 }}>
        {COMPLAINT_SORT_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {translate(`${C}.sorts.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" fullWidth={false} label={translate(`${C}.order`)} value={sort.order} onChange={(event) => changeSort({ order: event.target.value as SortPayload['order'] })} sx={{ minWidth: 150 }}>
        <MenuItem value="DESC">{translate(`${C}.orders.desc`)}</MenuItem>
        <MenuItem value="ASC">{translate(`${C}.orders.asc`)}</MenuItem>
      </TextField>
      <RefreshButton onRefresh={() => void refetch()} busy={isFetching} />
      <Button
        onClick={() => {
          setFilters({});
          setSort(DEFAULT_SORT);
        }}
      >
        {translate(`${C}.clear_filters`)}
      </Button>
    </Box>
  );
}
