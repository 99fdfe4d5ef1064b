import type { ActivityRecord } from '../../contract/activity';

/** The screen a record's target is on, or null when it has none (or no longer exists). */
export function activityTargetPath(record: Pick<ActivityRecord, 'type' | 'targetType' | 'targetId' | 'details'>): string | null {
  if (!record.targetType || !record.targetId) return null;
  switch (record.targetType) {
    case 'user':
      return record.type === 'subuser.deleted' ? null : '/role-management';
    case 'payout':
      return '/withdraw-requests';
    case 'complaint': {
      // The complaints screen searches by the payout's reference (as a notification's link does).
      const reference = typeof record.details.transactionId === 'string' ? record.details.transactionId : null;
      return reference ? `/complaints?${new URLSearchParams({ search: reference }).toString()}` : '/complaints';
    }
    case 'ip':
      return '/settings';
    case 'merchant':
      return record.type === 'api_secret.revealed' ? '/api-credentials' : '/settings';
    case 'webhook':
      return '/settings';
  }
}
