import { Box, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../common/formatters';
import { relativeTime } from './relativeTime';

const KEYS = { minutes: 'minutes_ago', hours: 'hours_ago', days: 'days_ago' } as const;

const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** '5m ago', '3h ago', '2d ago', then the local date; the exact time shows on hover. */
export function RelativeTimeText({ value, sx }: { value: string | null | undefined; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  if (!value) return null;
  const relative = relativeTime(value);
  if (!relative) return null;
  const text =
    'date' in relative
      ? dateOnly.format(relative.date)
      : translate(`app.transactions.time.${KEYS[relative.unit]}`, { count: relative.count });
  return (
    <Box component="time" dateTime={value} title={formatDateTime(value)} sx={sx}>
      {text}
    </Box>
  );
}
