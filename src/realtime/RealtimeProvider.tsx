import { lazy, Suspense, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useGetIdentity, useLocation, useTranslate } from 'react-admin';
import { getToken, isSessionEnding, onSessionEndChange } from '../../authProvider/session';
import { GatewayEventsContext } from '../common/gatewayEvents';
import { config } from '../config';
import { createGatewayConnection } from './gatewaySocket';
import { LiveUpdates } from './LiveUpdates';

const ListAnnouncements = lazy(() => import('./ListAnnouncements').then((module) => ({ default: module.ListAnnouncements })));

/** The tab's one socket for the signed-in user (useGatewayEvent); another user's sign-in opens a new one. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { identity } = useGetIdentity();
  // The shown screen and the language, handed to the announcements' chunk: imported there, react-admin's routing
  // and i18n modules left the admin app's chunk for one shared with it (+0.8 KB gzip to every signed-in visit).
  const { pathname } = useLocation();
  const translate = useTranslate();
  const userId = identity?.id ? String(identity.id) : null;
  const connection = useMemo(() => (userId ? createGatewayConnection(userId, config.apiBase, getToken) : null), [userId]);
  useEffect(() => {
    if (!connection) return;
    if (!isSessionEnding()) connection.open();
    // A logout or an expiry closes the socket before the server ends the session (no 401s on
    // reconnect); a logout that failed keeps the session, and the socket opens again.
    const stop = onSessionEndChange(() => (isSessionEnding() ? connection.close() : connection.open()));
    return () => {
      stop();
      connection.close();
    };
  }, [connection]);
  return (
    <GatewayEventsContext value={connection}>
      <LiveUpdates />
      <Suspense>
        <ListAnnouncements pathname={pathname} translate={translate} />
      </Suspense>
      {children}
    </GatewayEventsContext>
  );
}

const noStatus = () => () => undefined;

/** On a gateway without the socket.io endpoint (a sandbox addition, issue 15) nothing arrives by itself. */
export function LiveUpdatesUnavailable() {
  const translate = useTranslate();
  const connection = useContext(GatewayEventsContext);
  const status = useSyncExternalStore(connection?.onStatus ?? noStatus, () => connection?.status() ?? 'connecting');
  if (status !== 'unavailable') return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2 }} role="note">
      {translate('app.notifications.live_unavailable')}
    </Alert>
  );
}
