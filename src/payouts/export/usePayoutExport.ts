import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import type { Withdrawal } from '../../../contract/payouts';
import { exportFileName } from '../../common/export/workbookRows';
import { writeWorkbook } from '../../common/export/writeWorkbook';

const M = 'app.payouts.export';

/**
 * Export of the payout history (001 sections 2.4 and 8): blocked with 'No withdrawal requests to
 * export' when there is nothing, otherwise a confirmation that states the row count, then the file.
 */
export function usePayoutExport(rows: readonly Withdrawal[]) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState<readonly Withdrawal[] | null>(null);

  const request = useCallback(() => {
    if (rows.length === 0) {
      notify(`${M}.none`, { type: 'warning' });
      return;
    }
    setConfirming(rows);
  }, [notify, rows]);

  const dismiss = useCallback(() => setConfirming(null), []);

  const start = useCallback(async () => {
    if (!confirming) return;
    setConfirming(null);
    const filename = exportFileName('payout');
    try {
      await writeWorkbook('payout', [...confirming], filename);
    } catch {
      notify(`${M}.failed`, { type: 'error' });
      return;
    }
    notify(`${M}.success`, { type: 'success', messageArgs: { count: confirming.length, filename } });
  }, [confirming, notify]);

  return { count: confirming?.length ?? null, request, dismiss, start };
}
