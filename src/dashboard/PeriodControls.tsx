import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateInput } from '../common/DateInput';
import { DASHBOARD_PERIODS, type DashboardPeriod, type PeriodState } from './periods';

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
 * The Custom Range dates, picked or typed (DateInput): the picker cannot offer a start after the
 * end or an end before the start, and a typed date outside them is pulled back into line when the
 * field is left (usePeriodState keeps the same rule).
 */
export function CustomRange({ state, onStartChange, onEndChange }: CustomRangeProps) {
  const translate = useTranslate();
  const sx = { width: { xs: '100%', sm: 190 } };
  return (
    <Box
      role="group"
      aria-label={translate('app.dashboard.range.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}
    >
      <DateInput
        size="small"
        sx={sx}
        label={translate('app.dashboard.range.start')}
        value={state.startDate}
        max={state.endDate}
        onCommit={onStartChange}
      />
      <DateInput
        size="small"
        sx={sx}
        label={translate('app.dashboard.range.end')}
        value={state.endDate}
        min={state.startDate}
        onCommit={onEndChange}
      />
    </Box>
  );
}
