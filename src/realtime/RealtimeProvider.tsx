import { useEffect, useMemo, type ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { getToken } from '../../authProvider/session';
import { GatewayEventsContext } from '../common/gatewayEvents';
import { config } from '../config';
import { createGatewayConnection } from './gatewayConnection';
import { openGatewaySocket } from './gatewaySocket';
import { LiveUpdates } from './LiveUpdates';

/**
 * Opens the tab's one socket for the signed-in user and hands its events to the screens
 * (useGatewayEvent). Mounted by the shell layout, so it closes when the user logs out and the
 * layout goes away, or when another user signs in.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { identity } = useGetIdentity();
  const userId = identity?.id ? String(identity.id) : null;
  const connection = useMemo(
    () => (userId ? createGatewayConnection(userId, () => openGatewaySocket({ apiBase: config.apiBase, getToken })) : null),
    [userId],
  );
  useEffect(() => {
    connection?.open();
    return () => connection?.close();
  }, [connection]);
  return (
    <GatewayEventsContext value={connection}>
      <LiveUpdates />
      {children}
    </GatewayEventsContext>
  );
}
