import {
  DEPOSIT_STATUSES,
  PAYOUT_STATUSES,
  type ListType,
  type TransactionStatus,
} from '../../contract/transactions';
import type { ExportKind } from '../common/export/workbookRows';

/** The three tabs of 001 section 2.2. The id is the word the spec's messages use for {tab} and {type}. */
export type TabId = ExportKind;

export interface TabConfig {
  id: TabId;
  /** The list call's `type`: the Withdraw tab sends refund (001 section 7). */
  listType: ListType;
  /** The statuses the Status filter offers on this tab (001 section 4). */
  statuses: readonly TransactionStatus[];
}

export const TABS: readonly TabConfig[] = [
  { id: 'deposit', listType: 'deposit', statuses: DEPOSIT_STATUSES },
  { id: 'payout', listType: 'payout', statuses: PAYOUT_STATUSES },
  { id: 'withdraw', listType: 'refund', statuses: PAYOUT_STATUSES },
];

export const DEFAULT_TAB: TabId = 'deposit';

export function tabOf(id: TabId): TabConfig {
  return TABS.find((tab) => tab.id === id) ?? TABS[0];
}

export function isTabId(value: string | null): value is TabId {
  return TABS.some((tab) => tab.id === value);
}

/** The tab whose list call sends this `type` (the list filter keeps the spec's word). */
export function tabOfListType(type: unknown): TabId | null {
  return TABS.find((tab) => tab.listType === type)?.id ?? null;
}
