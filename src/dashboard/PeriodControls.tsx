import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateInput } from '../common/DateInput';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../contract/dashboard';
import { isReversed, type PeriodState } from './periods';

/** The period selector of 000 section 2: the browser's own select, which phones show as their native picker. */
export function PeriodSelect({ period, onChange }: { period: DashboardPeriod; onChange: (period: DashboardPeriod) => void }) {
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

/**
 * Kept as entered, so the figures cover the dates shown; each bounds the other's picker (000 section 2: start ≤ end),
 * and a reversed range typed in is refused on the field just entered.
 */
export function CustomRange({ state, onChange }: { state: PeriodState; onChange: (dates: Partial<PeriodState>) => void }) {
  const translate = useTranslate();
  const [entered, setEntered] = useState<'start' | 'end'>('end');
  const reversed = isReversed(state);
  const limit = { start: { max: state.endDate || undefined }, end: { min: state.startDate || undefined } };
  return (
    <Box
      role="group"
      aria-label={translate('app.dashboard.period.range')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 3 }}
    >
      {(['start', 'end'] as const).map((field) => (
        <DateInput
          key={field}
          size="small"
          sx={{ width: { xs: '100%', sm: 190 } }}
          label={translate(`app.dashboard.range.${field}`)}
          value={state[`${field}Date`]}
          slotProps={{ htmlInput: limit[field] }}
          onCommit={(day) => {
            setEntered(field);
            onChange({ [`${field}Date`]: day });
          }}
          {...(reversed && entered === field ? { error: true, helperText: translate(`app.dashboard.range.reversed_${field}`) } : {})}
        />
      ))}
    </Box>
  );
}
