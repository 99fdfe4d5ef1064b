import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createHashRouter, Route, RouterProvider } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI } from 'ra-core';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  Navigate,
  Resource,
  type Store,
} from 'react-admin';
import type { GatewayAuthProvider } from '../authProvider';
import type { GatewayDataProvider } from '../dataProvider';
import { isLanguage } from '../contract/languages';
import { i18nProvider } from './i18n';
import { browserLocale } from './i18n/languages';
import { GatewayQueryClient } from './queryClient';
import { darkTheme, lightTheme } from './theme';
import { AppNotification, NotFoundPage, ShellLayout } from './layout';
import { TIME_ZONE_KEY } from './layout/ShellLayout';
import { setTimeZone } from './common/formatters';
import { PageRoute } from './common/PageRoute';
import { loginPage, resetPasswordPage } from './login';
import { CUSTOM_PAGES, REDIRECTS, RESOURCE_VIEWS } from './routes';

export interface AppProps {
  dataProvider: GatewayDataProvider;
  authProvider: GatewayAuthProvider;
  /** react-admin's preference store (theme, sidebar); localStorage unless a test passes its own. */
  store?: Store;
  /** react-query's cache; a new one unless given (src/AdminApp.tsx keeps one for the page's life). */
  queryClient?: QueryClient;
}

/** react-admin's preference store in localStorage, as `<Admin>` makes it (AdminContext alone keeps it in memory). */
const defaultStore = localStorageStore();

/**
 * The store's `locale` starts as the browser's first language the dashboard speaks (issue 30): unset,
 * ra-core's I18nContextProvider would render nothing, and an unset one cost every visit an empty
 * first commit (the entry's frame gone, a blank page) and one more pass over the whole app.
 */
function withLocale(store: Store): Store {
  if (store.getItem('locale') === undefined) store.setItem('locale', browserLocale());
  // The formatters' time zone is the store's from the first render on (the shell keeps it, src/layout/ShellLayout.tsx).
  setTimeZone(store.getItem(TIME_ZONE_KEY));
  return store;
}

const AdminTree = createContext<ReactNode>(null);
const RenderAdminTree = () => use(AdminTree);

/**
 * react-admin's hash router, as ra-core makes it, without React transitions: ra-core asks for none
 * (future `v7_startTransition: false`), a flag react-router 7 ignores and names `useTransitions`. In a
 * transition, a list's new filter or page waited while live deposits kept re-rendering the list: seconds.
 */
function HashRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createHashRouter([{ path: '*', Component: RenderAdminTree }]));
  return (
    <AdminTree value={children}>
      <RouterProvider router={router} useTransitions={false} />
    </AdminTree>
  );
}

/**
 * react-admin's `<Admin>` is AdminContext + AdminUI; AdminUI's default login page (a react-hook-form
 * form, about 19 KB gzip) is imported even with loginPage={false}, so every signed-in visit loaded
 * it. The same two parts, with ra-core's CoreAdminUI and react-admin's own pages named, keep it out.
 *
 * Hash routes (react-admin's default router): the login page at `#/` outside the shell, every
 * other screen inside it behind its gate. The six data resources are `<Resource>`s (routes.ts
 * says which screens they serve); the other screens are custom routes.
 */
export function App({ dataProvider, authProvider, store, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? new GatewayQueryClient());
  const [appStore] = useState(() => withLocale(store ?? defaultStore));
  // The formatters follow the store's time zone while this App is shown (withLocale gives it to the first render).
  useEffect(() => appStore.subscribe(TIME_ZONE_KEY, setTimeZone), [appStore]);
  // The language menu's choice is saved for the user too, so that their emails come in it (issue 30).
  useEffect(
    () => appStore.subscribe('locale', (locale) => void (isLanguage(locale) && dataProvider.saveLanguage(locale).catch(() => undefined))),
    [appStore, dataProvider],
  );
  return (
    <HashRouter>
      <AdminContext
        queryClient={queryClient}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        store={appStore}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            layout={ShellLayout}
            catchAll={NotFoundPage}
            loading={LoadingPage}
            error={ErrorPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            disableTelemetry
          >
            <CustomRoutes noLayout>
              {[loginPage, resetPasswordPage].map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              {REDIRECTS.map(({ from, to }) => (
                <Route key={from} path={from} element={<Navigate to={to} replace />} />
              ))}
            </CustomRoutes>
            <CustomRoutes>
              {CUSTOM_PAGES.map((page) => (
                <Route key={page.path} path={page.path} element={<PageRoute page={page} />} />
              ))}
            </CustomRoutes>
            {RESOURCE_VIEWS.map(({ name, list, children }) => (
              <Resource key={name} name={name} list={list ? <PageRoute page={list} /> : undefined}>
                {children?.map((page) => (
                  // A child route is relative to its resource's path.
                  <Route key={page.path} path={page.path.slice(`/${name}/`.length)} element={<PageRoute page={page} />} />
                ))}
              </Resource>
            ))}
          </CoreAdminUI>
          <AppNotification />
        </CssBaseline>
      </AdminContext>
    </HashRouter>
  );
}
