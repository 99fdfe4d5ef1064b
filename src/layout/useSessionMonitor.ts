import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useLogout } from 'react-admin';
import { useGatewayAuthProvider } from '../common/useGatewayAuthProvider';
import { clearSession, isSessionValid, readSession, watchSession } from '../../authProvider/session';

/**
 * Runs while the shell is shown: keeps the session alive on activity, and sends the user to the
 * login route when it expires (here or while the tab was away) or another tab logs out.
 */
export function useSessionMonitor() {
  const authProvider = useGatewayAuthProvider();
  const logout = useLogout();
  const { pathname } = useLocation();
  const ending = useRef(false);

  const endSession = useCallback(
    (before: () => Promise<void> | void) => {
      if (ending.current) return;
      ending.current = true;
      // The session is gone locally by then, so logout() only resets react-admin and navigates to '/'.
      Promise.resolve()
        .then(before)
        .then(() => logout({}, '/', false))
        .catch(() => undefined)
        .finally(() => {
          ending.current = false;
        });
    },
    [logout],
  );
  const expire = useCallback(() => endSession(() => authProvider.expireSession()), [endSession, authProvider]);

  useEffect(
    () => watchSession({ onExpired: expire, onRemoteLogout: () => endSession(clearSession) }),
    [expire, endSession],
  );

  // Opening another page is the moment an expired session must stop, even between the periodic checks.
  useEffect(() => {
    const session = readSession();
    if (session && !isSessionValid(session)) expire();
  }, [pathname, expire]);
}
