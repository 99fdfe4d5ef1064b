import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { createAuthProvider } from '../../authProvider';
import { getToken } from '../../authProvider/session';
import { createAuthApi } from '../../dataProvider/authApi';
import { createHttpClient } from '../../dataProvider/httpClient';
import { config } from '../config';
import { readStore } from '../common/readStore';
import { brandMessages, loginMessages } from '../i18n/login';
import { recoveryCodesMessages } from '../i18n/recoveryCodes';
import { securityMessages } from '../i18n/security';
import { browserLocale, loadLocale, LOCALES, setAppLocale } from '../i18n/languages';
import { useEntryTheme } from '../theme';
import { LoginEnvironmentContext, type LoginEnvironment } from './environment';
import { isSignInPath, routeOf } from './hashRoute';
import { LazyResetPage, LoginPage } from './LoginPage';
import { createTranslate, type Translate } from '../common/translate';

/** The strings the pages outside the shell use, from the same objects as the admin's en.ts. */
const english = createTranslate({
  app: {
    ...brandMessages,
    login: loginMessages,
    security: { two_factor: securityMessages.two_factor },
    recovery_codes: recoveryCodesMessages,
  },
});

/** react-admin's store key of the language (useLocaleState), read and written before react-admin loads (issue 30). */
const LOCALE_KEY = 'RaStore.locale';

const storedLocale = () => {
  const stored = readStore('locale');
  return LOCALES.some(({ locale }) => locale === stored) ? (stored as string) : browserLocale();
};

/**
 * The language shown and the menu's choice: English at once, any other once its file has loaded (a
 * chunk of its own: only the chosen language loads); until the first one has, nothing is shown.
 */
function useLanguage() {
  const [locale, setLocale] = useState(storedLocale);
  const [shown, setShown] = useState<{ locale: string; translate: Translate } | null>(() => (locale === 'en' ? { locale, translate: english } : null));
  useEffect(() => {
    let current = true;
    const show = (translate: Translate) => {
      if (!current) return;
      setAppLocale(locale);
      setShown((before) => (before?.locale === locale ? before : { locale, translate }));
    };
    if (locale === 'en') show(english);
    else loadLocale(locale).then((messages) => show(createTranslate(messages as Parameters<typeof createTranslate>[0])), () => show(english));
    return () => {
      current = false;
    };
  }, [locale]);
  const choose = useCallback((next: string) => {
    window.localStorage.setItem(LOCALE_KEY, JSON.stringify(next));
    setLocale(next);
  }, []);
  return { translate: shown?.translate, locale: shown?.locale ?? locale, setLocale: choose };
}

/** The events that mean the user has started on the form: the admin app starts loading then. */
const FIRST_INPUT_EVENTS = ['keydown', 'input', 'pointerdown'] as const;

type SignInAppProps = { fetch: typeof fetch; onSignedIn: () => void; onLeave: () => void; prefetchAdmin: () => void };

/** The sign-in entry (issue 17): the pages outside the shell with MUI and the authProvider, none of react-admin. */
export function SignInApp({ fetch, onSignedIn, onLeave, prefetchAdmin }: SignInAppProps) {
  const [route, setRoute] = useState(() => routeOf(window.location.hash));
  const theme = useEntryTheme();
  const { translate, locale, setLocale } = useLanguage();
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

  const environment = useMemo<LoginEnvironment | null>(
    () =>
      translate
        ? {
            translate,
            locale,
            setLocale,
            authProvider,
            searchParams: route.searchParams,
            navigate: (path) => window.location.replace(`#${path}`),
            openDashboard: () => {
              // As react-admin's navigate(…, { replace: true }): the sign-in page leaves no history entry.
              window.history.replaceState(window.history.state, '', '#/dashboard');
              onSignedIn();
            },
          }
        : null,
    [translate, locale, setLocale, authProvider, route.searchParams, onSignedIn],
  );
  if (!environment) return null;

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <LoginEnvironmentContext.Provider value={environment}>
        <Suspense fallback={null}>{route.path === '/reset-password' ? <LazyResetPage /> : <LoginPage />}</Suspense>
      </LoginEnvironmentContext.Provider>
    </ThemeProvider>
  );
}
