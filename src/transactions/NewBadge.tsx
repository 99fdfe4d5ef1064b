import { useTranslate } from 'react-admin';
import { StatusPill } from '../common/StatusPill';

/** Marks a row created in the last 24 hours. */
export function NewBadge() {
  const translate = useTranslate();
  return (
    <StatusPill tone="accent" title={translate('app.transactions.row.new_label')}>
      {translate('app.transactions.row.new')}
    </StatusPill>
  );
}
