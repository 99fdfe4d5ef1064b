import type { Permission } from '../../contract/permissions';
import { useSessionPermissions } from '../common/useSessionPermissions';

/** Whether the signed-in user holds a permission; false while the session is being read. */
export function useHasPermission(permission: Permission): boolean {
  const { subject } = useSessionPermissions();
  return Boolean(subject?.permissions.includes(permission));
}
