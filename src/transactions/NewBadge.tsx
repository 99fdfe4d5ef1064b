import { useTranslate } from 'react-admin';
import { Pill } from './Pill';

/** Marks a row created in the last 24 hours. */
export function NewBadge() {
  const translate = useTranslate();
  return (
    <Pill tone="accent" title={translate('app.transactions.row.new_label')}>
      {translate('app.transactions.row.new')}
    </Pill>
  );
}
