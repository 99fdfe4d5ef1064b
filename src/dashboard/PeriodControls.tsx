import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateInput } from '../common/DateInput';
import { DASHBOARD_PERIODS, isReversed, type DashboardPeriod, type PeriodState } from './periods';

interface PeriodSelectProps {
  period: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}

/** The period selector of 000 section 2: the browser's own select, which phones show as their native picker. */
export function PeriodSelect({ period, onChange }: PeriodSelectProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.dashboard.period.label')}
      value={period}
      onChange={(event) => onChange(event.target.value as DashboardPeriod)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 180, width: { xs: '100%', sm: 'auto' } }}
    >
      {DASHBOARD_PERIODS.map((value) => (
        <option key={value} value={value}>
          {translate(`app.dashboard.period.${value}`)}
        </option>
      ))}
    </TextField>
  );
}

interface CustomRangeProps {
  state: PeriodState;
  onStartChange: (date: string) => void;
  onEndChange: (date: string) => void;
}

/**
 * The Custom Range dates, picked or typed (DateInput), kept as entered so that the figures always
 * cover the dates shown. The picker cannot offer a start after the end or an end before the start
 * (000 section 2: start ≤ end); a reversed range typed in is refused on the field just entered,
 * with a message, and asks for nothing until it is corrected.
 */
export function CustomRange({ state, onStartChange, onEndChange }: CustomRangeProps) {
  const translate = useTranslate();
  const [entered, setEntered] = useState<'start' | 'end'>('end');
  const reversed = isReversed(state);
  const sx = { width: { xs: '100%', sm: 190 } };
  const refusal = (field: 'start' | 'end') =>
    reversed && entered === field ? { error: true, helperText: translate(`app.dashboard.range.reversed_${field}`) } : {};
  return (
    <Box
      role="group"
      aria-label={translate('app.dashboard.range.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 3 }}
    >
      <DateInput
        size="small"
        sx={sx}
        label={translate('app.dashboard.range.start')}
        value={state.startDate}
        slotProps={{ htmlInput: { max: state.endDate || undefined } }}
        onCommit={(day) => {
          setEntered('start');
          onStartChange(day);
        }}
        {...refusal('start')}
      />
      <DateInput
        size="small"
        sx={sx}
        label={translate('app.dashboard.range.end')}
        value={state.endDate}
        slotProps={{ htmlInput: { min: state.startDate || undefined } }}
        onCommit={(day) => {
          setEntered('end');
          onEndChange(day);
        }}
        {...refusal('end')}
      />
    </Box>
  );
}
