import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useLogout, useNotify } from 'react-admin';
import { DELAYS_MS } from '../../contract/constants';
import { useGatewayAuthProvider } from '../common/useGatewayAuthProvider';
import { clearSession, isSessionExpired, isSessionValid, onSessionEndChange, readSession, sessionRefusal, watchSession } from '../../authProvider/session';

/** Keeps the session alive, and goes to the login route when it expires, another tab logs out, or a 401 refuses it. */
export function useSessionMonitor() {
  const authProvider = useGatewayAuthProvider();
  const logout = useLogout();
  const notify = useNotify();
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

  // A refused session ends once the screen that met the 401 has shown its own message for the 2 s
  // of 001 section 8 ('Session expired. Please login again.', then /); the sign-in page then says why.
  const refusedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const onChange = () => {
      // An expiry that react-admin's own access check noticed first has ended the session already: only the way out
      // is left. (A session stored since, by another tab, is not this expiry's.)
      if (isSessionExpired() && readSession() === null) return endSession(() => undefined);
      const message = sessionRefusal();
      if (message === null || refusedTimer.current !== undefined) return;
      refusedTimer.current = setTimeout(() => {
        refusedTimer.current = undefined;
        // As for an expiry: the server is told, but a failed logout call never keeps a refused session.
        endSession(() => {
          notify(message, { type: 'error' });
          return authProvider.expireSession();
        });
      }, DELAYS_MS.sessionExpiredRedirect);
    };
    onChange();
    return onSessionEndChange(onChange);
  }, [endSession, notify, authProvider]);
  useEffect(() => () => clearTimeout(refusedTimer.current), []);

  // Opening another page is the moment an expired session must stop, even between the periodic checks.
  useEffect(() => {
    const session = readSession();
    if (session && !isSessionValid(session)) expire();
  }, [pathname, expire]);
}
