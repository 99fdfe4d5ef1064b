import { Suspense, useEffect, useMemo, useState } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { createAuthProvider } from '../../authProvider';
import { getToken } from '../../authProvider/session';
import { createAuthApi } from '../../dataProvider/authApi';
import { createHttpClient } from '../../dataProvider/httpClient';
import { config } from '../config';
import { brandMessages, loginMessages } from '../i18n/login';
import { recoveryCodesMessages } from '../i18n/recoveryCodes';
import { securityMessages } from '../i18n/security';
import { useEntryTheme } from '../theme';
import { LoginEnvironmentContext, type LoginEnvironment } from './environment';
import { isSignInPath, routeOf } from './hashRoute';
import { LazyResetPage, LoginPage } from './LoginPage';
import { createTranslate } from './translate';

/** The strings the pages outside the shell use, from the same objects as the admin's en.ts. */
const translate = createTranslate({
  app: {
    ...brandMessages,
    login: loginMessages,
    security: { two_factor: securityMessages.two_factor },
    recovery_codes: recoveryCodesMessages,
  },
});

/** The events that mean the user has started on the form: the admin app starts loading then. */
const FIRST_INPUT_EVENTS = ['keydown', 'input', 'pointerdown'] as const;

type SignInAppProps = { fetch: typeof fetch; onSignedIn: () => void; onLeave: () => void; prefetchAdmin: () => void };

/** The sign-in entry (issue 17): the pages outside the shell with MUI and the authProvider, none of react-admin. */
export function SignInApp({ fetch, onSignedIn, onLeave, prefetchAdmin }: SignInAppProps) {
  const [route, setRoute] = useState(() => routeOf(window.location.hash));
  const theme = useEntryTheme();
  const authProvider = useMemo(
    () => createAuthProvider({ api: createAuthApi(createHttpClient({ baseUrl: config.apiBase, fetch, getToken })) }),
    [fetch],
  );

  useEffect(() => {
    const follow = () => {
      const next = routeOf(window.location.hash);
      if (isSignInPath(next.path)) setRoute(next);
      else onLeave();
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [onLeave]);

  useEffect(() => {
    const listening = new AbortController();
    const start = () => {
      listening.abort();
      prefetchAdmin();
    };
    for (const type of FIRST_INPUT_EVENTS) document.addEventListener(type, start, { capture: true, signal: listening.signal });
    return () => listening.abort();
  }, [prefetchAdmin]);

  const environment = useMemo<LoginEnvironment>(
    () => ({
      translate,
      authProvider,
      searchParams: route.searchParams,
      navigate: (path) => window.location.replace(`#${path}`),
      openDashboard: () => {
        // As react-admin's navigate(…, { replace: true }): the sign-in page leaves no history entry.
        window.history.replaceState(window.history.state, '', '#/dashboard');
        onSignedIn();
      },
    }),
    [authProvider, route.searchParams, onSignedIn],
  );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <LoginEnvironmentContext.Provider value={environment}>
        <Suspense fallback={null}>{route.path === '/reset-password' ? <LazyResetPage /> : <LoginPage />}</Suspense>
      </LoginEnvironmentContext.Provider>
    </ThemeProvider>
  );
}
