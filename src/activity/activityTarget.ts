import type { ActivityRecord, ActivityTargetType } from '../../contract/activity';

const SCREENS: Record<ActivityTargetType, string> = {
  user: '/role-management',
  payout: '/withdraw-requests',
  complaint: '/complaints',
  ip: '/settings',
  merchant: '/settings',
  webhook: '/settings',
};

/** The screen a record's target is on, or null when it has none (or no longer exists). */
export function activityTargetPath(record: Pick<ActivityRecord, 'type' | 'targetType' | 'targetId' | 'details'>): string | null {
  if (!record.targetType || !record.targetId || record.type === 'subuser.deleted') return null;
  if (record.type === 'api_secret.revealed') return '/api-credentials';
  // The complaints screen searches by the payout's reference (as a notification's link does).
  const reference = record.targetType === 'complaint' ? record.details.transactionId : null;
  return typeof reference === 'string' ? `/complaints?${new URLSearchParams({ search: reference }).toString()}` : SCREENS[record.targetType];
}
