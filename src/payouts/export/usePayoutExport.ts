import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import type { Withdrawal } from '../../../contract/payouts';
import { exportFileName } from '../../common/export/workbookRows';
import { writeWorkbook } from '../../common/export/writeWorkbook';

const M = 'app.payouts.export';

/**
 * Export of the payout history (001 sections 2.4 and 8): blocked with 'No withdrawal requests to
 * export' when there is nothing, otherwise a confirmation that states the row count, then the file of
 * every matching request in the list's order, not only the page shown.
 */
export function usePayoutExport() {
  const notify = useNotify();
  const { total, getData } = useListContext<Withdrawal & { id: string }>();
  const [count, setCount] = useState<number | null>(null);

  const request = () => (total ? setCount(total) : notify(`${M}.none`, { type: 'warning' }));

  const start = async () => {
    setCount(null);
    const filename = exportFileName('payout');
    try {
      const rows = (await getData?.()) ?? [];
      await writeWorkbook('payout', rows, filename);
      notify(`${M}.success`, { type: 'success', messageArgs: { count: rows.length, filename } });
    } catch {
      notify(`${M}.failed`, { type: 'error' });
    }
  };

  return { count, request, dismiss: () => setCount(null), start };
}
