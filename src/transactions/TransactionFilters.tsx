import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Badge, Box, Button, Chip, Collapse, MenuItem, TextField, Typography } from '@mui/material';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { FilterForm, SelectInput, useInput, useListContext, useTranslate, type SelectInputProps } from 'react-admin';
import { DATE_FILTERS, SORTS, type TransactionSort } from '../../contract/transactions';
import { transactionSortOf } from '../../dataProvider/resources';
import { DateInput } from '../common/DateInput';
import { FILTER_SELECT_PROPS } from '../common/list/filterSelectProps';
import { appliedDateFilter, DEFAULT_LIST_SORT, DEFAULT_SORT, fromList, TABS } from './listParams';
import '../i18n/transactions';

const T = 'app.transactions.filters';
const DATE_CHOICES = DATE_FILTERS.map((filter) => ({ id: filter, name: `${T}.${filter}` }));

/** The date presets; leaving Custom forgets its days (001 section 2.2). */
function DateRangeInput(props: SelectInputProps) {
  const { getValues, setValue } = useFormContext();
  const onChange = () => {
    if (getValues('filter') !== 'custom') ['startDate', 'endDate'].forEach((key) => setValue(key, '', { shouldDirty: true }));
  };
  return <SelectInput {...props} onChange={onChange} />;
}

/** A custom range's day (typed or picked, handed on as a whole day within the other end), shown while Custom. */
function DayInput({ source, label, size }: { source: 'startDate' | 'endDate'; label: string; size?: 'small' | 'medium'; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const [range, startDate, endDate] = useWatch({ name: ['filter', 'startDate', 'endDate'] }) as string[];
  if (range !== 'custom') return null;
  return (
    <DateInput
      size={size}
      label={translate(label)}
      value={field.value ?? ''}
      min={source === 'endDate' ? startDate || undefined : undefined}
      max={source === 'startDate' ? endDate || undefined : undefined}
      onCommit={field.onChange}
      sx={{ minWidth: 170 }}
    />
  );
}

/** The Filters toggle, panel and summary (each part droppable): react-admin's filter form, 500 ms debounce. */
export function TransactionFilters({ onClear }: { onClear: () => void }) {
  const translate = useTranslate();
  const panelId = useId();
  const list = useListContext();
  const { filterValues, setFilters, setSort } = list;
  const params = fromList(list);
  const t = (key: string, options?: Record<string, unknown>) => translate(`${T}.${key}`, options);
  const dates = appliedDateFilter(params);
  // A link or a reload with filters opens them.
  const [open, setOpen] = useState(() => Boolean(params.status || params.filter));

  const range = t('summary_range', { start: params.startDate, end: params.endDate });
  // react-admin's setFilters drops the keys set to null.
  const summary = [
    params.status !== null && {
      label: t('summary_status', { value: translate(`app.statuses.${params.status}`) }),
      onDelete: () => setFilters({ ...filterValues, status: null }),
    },
    dates !== null && {
      label: t('summary_date', { value: dates === 'custom' ? range : t(dates) }),
      onDelete: () => setFilters({ ...filterValues, filter: null, startDate: null, endDate: null }),
    },
    params.sort !== DEFAULT_SORT && {
      label: t('summary_sort', { value: translate(`app.transactions.sort.${params.sort}`) }),
      onDelete: () => setSort(DEFAULT_LIST_SORT),
    },
  ].filter((item) => item !== false);

  const filters = [
    <DateRangeInput
      key="filter"
      source="filter"
      label={`${T}.date_range`}
      choices={DATE_CHOICES}
      emptyText={`${T}.all_time`}
      {...FILTER_SELECT_PROPS}
    />,
    <DayInput key="startDate" source="startDate" label={`${T}.start_date`} alwaysOn />,
    <DayInput key="endDate" source="endDate" label={`${T}.end_date`} alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label={`${T}.status`}
      choices={TABS[params.tab].statuses.map((status) => ({ id: status, name: `app.statuses.${status}` }))}
      emptyText={`${T}.all_statuses`}
      {...FILTER_SELECT_PROPS}
    />,
  ];

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Badge badgeContent={summary.length} color="primary">
          <Button
            variant={open ? 'contained' : 'outlined'}
            startIcon={<FilterListOutlined />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {t('toggle')}
          </Button>
        </Badge>
        <Box role="group" aria-label={t('active')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {summary.length ? `${t('active')}:` : t('none_active')}
          </Typography>
          {summary.map(({ label, onDelete }) => (
            <Chip key={label} label={label} size="small" onDelete={onDelete} />
          ))}
        </Box>
      </Box>
      <Collapse in={open} id={panelId}>
        <Box
          role="region"
          aria-label={t('panel')}
          sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, '& > form': { flex: { md: '0 1 auto' } } }}
        >
          <FilterForm filters={filters} />
          <TextField
            select
            size="small"
            fullWidth={false}
            label={t('sort')}
            value={params.sort}
            onChange={(event) => setSort(transactionSortOf(event.target.value as TransactionSort))}
            sx={{ minWidth: 170 }}
          >
            {SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {translate(`app.transactions.sort.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button onClick={onClear} disabled={!summary.length && params.filter === null}>
            {t('clear')}
          </Button>
        </Box>
        {params.filter === 'custom' && !dates ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('custom_incomplete')}
          </Typography>
        ) : null}
      </Collapse>
    </Box>
  );
}
