import { useTranslate } from 'react-admin';
import { capitalise } from '../common/export/workbookRows';
import { Pill } from './Pill';
import { statusTone } from './statusTone';

/** A transaction status in the colours of 001 section 4; reusable by any screen that lists one. */
export function StatusBadge({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Pill tone={statusTone(status)}>{translate(`app.transactions.statuses.${status}`, { _: capitalise(status) })}</Pill>
  );
}
