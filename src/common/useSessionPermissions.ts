import { usePermissions } from 'react-admin';
import type { SessionPermissions } from '../../authProvider';

/** The signed-in subject and its permissions (authProvider.getPermissions), null when signed out. */
export function useSessionPermissions() {
  const { permissions, isPending } = usePermissions<SessionPermissions | null>();
  return { subject: permissions ?? null, isPending };
}
