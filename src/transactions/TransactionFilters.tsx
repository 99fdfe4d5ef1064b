import { useId } from 'react';
import { Badge, Box, Button, Chip, Collapse, MenuItem, Stack, TextField, Typography } from '@mui/material';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { useTranslate } from 'react-admin';
import { DATE_FILTERS, SORTS } from '../../contract/transactions';
import { DateInput } from '../common/DateInput';
import { appliedDateFilter, DEFAULT_SORT, type ListChange, type ListParams } from './listParams';
import { tabOf } from './tabs';

interface TransactionFiltersProps {
  params: ListParams;
  open: boolean;
  onToggle: () => void;
  onChange: (change: ListChange) => void;
  onClear: () => void;
}

const ALL = '';

/**
 * The Filters toggle and its panel (date presets, custom Start and End dates, Status, Sort By
 * Date, Clear Filters), and the summary of what is in effect with a way to drop each part.
 */
export function TransactionFilters({ params, open, onToggle, onChange, onClear }: TransactionFiltersProps) {
  const translate = useTranslate();
  const panelId = useId();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.transactions.${key}`, options);
  const dates = appliedDateFilter(params);
  const customIncomplete = params.filter === 'custom' && !dates;

  const summary: { key: string; label: string; onDelete: () => void }[] = [];
  if (params.status) {
    summary.push({
      key: 'status',
      label: t('filters.summary_status', { value: translate(`app.statuses.${params.status}`) }),
      onDelete: () => onChange({ status: null }),
    });
  }
  if (dates) {
    const value = dates === 'custom' ? t('filters.summary_range', { start: params.startDate, end: params.endDate }) : t(`filters.${dates}`);
    summary.push({ key: 'date', label: t('filters.summary_date', { value }), onDelete: () => onChange({ filter: null }) });
  }
  if (params.sort !== DEFAULT_SORT) {
    summary.push({
      key: 'sort',
      label: t('filters.summary_sort', { value: t(`sort.${params.sort}`) }),
      onDelete: () => onChange({ sort: DEFAULT_SORT }),
    });
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Badge badgeContent={summary.length} color="primary">
          <Button
            variant={open ? 'contained' : 'outlined'}
            startIcon={<FilterListOutlined />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
          >
            {t('filters.toggle')}
          </Button>
        </Badge>
        <Box
          role="group"
          aria-label={t('filters.active')}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}
        >
          {summary.length ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('filters.active')}:
              </Typography>
              {summary.map((item) => (
                <Chip key={item.key} label={item.label} size="small" onDelete={item.onDelete} />
              ))}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('filters.none_active')}
            </Typography>
          )}
        </Box>
      </Box>
      <Collapse in={open} id={panelId}>
        <Box
          role="region"
          aria-label={t('filters.panel')}
          sx={{
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(170px, 1fr))' },
            alignItems: 'start',
          }}
        >
          <TextField
            select
            size="small"
            label={t('filters.date_range')}
            value={params.filter ?? ALL}
            onChange={(event) => onChange({ filter: (event.target.value || null) as ListParams['filter'] })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value={ALL}>{t('filters.all_time')}</MenuItem>
            {DATE_FILTERS.map((filter) => (
              <MenuItem key={filter} value={filter}>
                {t(`filters.${filter}`)}
              </MenuItem>
            ))}
          </TextField>
          {params.filter === 'custom' ? (
            <>
              <DateInput
                size="small"
                label={t('filters.start_date')}
                value={params.startDate ?? ''}
                max={params.endDate ?? undefined}
                onCommit={(day) => onChange({ startDate: day || null })}
                helperText={customIncomplete ? t('filters.custom_incomplete') : undefined}
              />
              <DateInput
                size="small"
                label={t('filters.end_date')}
                value={params.endDate ?? ''}
                min={params.startDate ?? undefined}
                onCommit={(day) => onChange({ endDate: day || null })}
              />
            </>
          ) : null}
          <TextField
            select
            size="small"
            label={t('filters.status')}
            value={params.status ?? ALL}
            onChange={(event) => onChange({ status: (event.target.value || null) as ListParams['status'] })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value={ALL}>{t('filters.all_statuses')}</MenuItem>
            {tabOf(params.tab).statuses.map((status) => (
              <MenuItem key={status} value={status}>
                {translate(`app.statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('filters.sort')}
            value={params.sort}
            onChange={(event) => onChange({ sort: event.target.value as ListParams['sort'] })}
          >
            {SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" sx={{ alignSelf: 'center' }}>
            <Button onClick={onClear} disabled={!summary.length && params.filter === null}>
              {t('filters.clear')}
            </Button>
          </Stack>
        </Box>
      </Collapse>
    </Box>
  );
}
