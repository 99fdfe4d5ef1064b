import { useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { VolumePoint } from '../../contract/dashboard';
import { wallClock } from '../../contract/timeZones';
import { dateFormat, formatAmount, numberFormat, timeZoneName } from '../common/formatters';

/**
 * A calendar day ("2026-01-31") is the server's day, so it is read as a local date, never shifted by UTC.
 * An instant is drawn at its wall clock in the merchant's time zone, read as local (the chart draws local time).
 */
function pointDate(date: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const at = Date.parse(date);
  if (Number.isNaN(at)) return new Date(NaN);
  const wall = new Date(wallClock(at, timeZoneName()));
  return new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes());
}

/** Deposit volume as a filled curve; its own module, so @mui/x-charts loads only with a series. */
export function VolumeChart({ points, label }: { points: VolumePoint[]; label: string }) {
  const theme = useTheme();
  const gradientId = useId().replace(/:/g, '');
  const dates = points.map((point) => pointDate(point.date));
  // The dates are already the merchant's wall clock read as local (pointDate): shown in the browser's zone, unshifted.
  const sameDay = dates.every((date) => date.toDateString() === dates[0].toDateString());
  const format = dateFormat(sameDay ? { hour: 'numeric', minute: '2-digit', timeZone: undefined } : { month: 'short', day: 'numeric', timeZone: undefined });
  const compact = numberFormat({ notation: 'compact', maximumFractionDigits: 1 });
  const colour = theme.palette.primary.main;
  return (
    <LineChart
      height={240}
      aria-label={label}
      hideLegend
      grid={{ horizontal: true }}
      // Room on the right for the last date label.
      margin={{ top: 12, right: 28, bottom: 4, left: 4 }}
      xAxis={[
        {
          data: dates,
          scaleType: 'time',
          valueFormatter: (date: Date) => format.format(date),
          tickNumber: 6,
          disableLine: true,
          disableTicks: true,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => compact.format(value), width: 48, disableLine: true, disableTicks: true }]}
      series={[
        {
          id: 'volume',
          data: points.map((point) => point.volume),
          area: true,
          showMark: false,
          curve: 'monotoneX',
          color: colour,
          valueFormatter: (value) => (value === null ? '' : `${formatAmount(value)} USDT`),
        },
      ]}
      sx={{
        [`& .${lineClasses.area}`]: { fill: `url(#${gradientId})` },
        [`& .${lineClasses.line}`]: { strokeWidth: 2.25 },
      }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor={colour} stopOpacity={0.28} />
          <stop offset="100%" stopColor={colour} stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
