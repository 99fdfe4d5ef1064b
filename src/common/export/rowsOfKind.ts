import { matchesListType, type Transaction } from '../../../contract/transactions';
import type { ExportKind } from './workbookRows';

/** The tab filter of an export's kind (contract/transactions.ts): the Withdraw tab lists refunds. */
export function matchesKind(kind: ExportKind, row: Transaction): boolean {
  return matchesListType(kind === 'withdraw' ? 'refund' : kind, row);
}
