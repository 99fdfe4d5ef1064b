import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  completed: 'success',
  approved: 'success',
  pending: 'warning',
  processing: 'warning',
  rejected: 'error',
  failed: 'error',
};

/** A payout status in the colours of 001 section 4: green done, yellow on its way, red stopped. */
export function PayoutStatusBadge({ status }: { status: string }) {
  const translate = useTranslate();
  const label = translate(`app.payouts.statuses.${status}`, { _: status.charAt(0).toUpperCase() + status.slice(1) });
  return <Chip size="small" variant="outlined" color={COLOURS[status] ?? 'default'} label={label} />;
}
