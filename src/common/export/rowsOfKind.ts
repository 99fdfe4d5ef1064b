import type { Transaction } from '../../../contract/transactions';
import type { ExportKind } from './workbookRows';

/**
 * The client-side tab filters of 001 section 4. The server already filters by type; these keep a
 * gateway that answers loosely from mixing payouts into the deposit list, as the original did.
 * They live here, not in the Transactions feature, because the export's Web Worker applies them to
 * the pages it reads (src/transactions/tabs.ts gives them to the list as matchesTab).
 */
export function matchesKind(kind: ExportKind, row: Transaction): boolean {
  switch (kind) {
    case 'deposit':
      return (
        row.type === 'deposit' ||
        row.type === 'topup' ||
        Boolean(row.verificationData || row.walletAddress || row.transactionId)
      );
    case 'payout':
      return (
        row.type === 'withdrawal' ||
        row.type === 'payout' ||
        row.type === 'withdraw' ||
        Boolean(row.blockchainData || row.clientWallet)
      );
    case 'withdraw':
      return row.type === 'refund' || row.type === 'withdraw';
  }
}
