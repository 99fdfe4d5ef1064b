import { DEPOSIT_STATUSES, PAYOUT_STATUSES, type ListType, type TransactionStatus } from '../../contract/transactions';
import type { ExportKind } from '../common/export/workbookRows';

/** The three tabs of 001 section 2.2, by the word the spec's messages use for {tab} and {type}. */
export type TabId = ExportKind;

/** Each tab's list call `type` (Withdraw sends refund, 001 section 7) and its Status choices (001 section 4). */
export const TABS: Record<TabId, { listType: ListType; statuses: readonly TransactionStatus[] }> = {
  deposit: { listType: 'deposit', statuses: DEPOSIT_STATUSES },
  payout: { listType: 'payout', statuses: PAYOUT_STATUSES },
  withdraw: { listType: 'refund', statuses: PAYOUT_STATUSES },
};

export const TAB_IDS = Object.keys(TABS) as TabId[];
export const DEFAULT_TAB: TabId = 'deposit';

/** The tab whose list call sends this `type` (the list filter keeps the spec's word). */
export const tabOfListType = (type: unknown) => TAB_IDS.find((id) => TABS[id].listType === type) ?? null;
