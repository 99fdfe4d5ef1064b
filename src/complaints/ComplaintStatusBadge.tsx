import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS: Record<string, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  resolved: 'success',
  completed: 'success',
  approved: 'success',
  pending: 'warning',
  'in-progress': 'info',
  rejected: 'error',
};

/** A complaint status; 'completed' reads RESOLVED (001 section 4). */
export function ComplaintStatusBadge({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOURS[status] ?? 'default'}
      label={translate(`app.complaints.statuses.${status}`, { _: status.toUpperCase() })}
    />
  );
}
