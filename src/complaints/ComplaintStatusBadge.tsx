import { useTranslate } from 'react-admin';
import { StatusPill, statusTone } from '../common/StatusPill';

/** A complaint status in the shared pill, with the screen's labels: 'completed' reads RESOLVED (001 section 4). */
export function ComplaintStatusBadge({ status }: { status: string }) {
  const translate = useTranslate();
  return <StatusPill tone={statusTone(status)}>{translate(`app.complaints.statuses.${status}`, { _: status.toUpperCase() })}</StatusPill>;
}
