import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../i18n';
import { AppNotification } from '../layout';
import { createProviders } from '../providers';
import { darkTheme, lightTheme } from '../theme';
import { createFetchDouble } from './fetchDouble';
import type { RenderAppOptions } from './renderApp';
import { storeTestSession } from './sessions';

/**
 * One screen as the App mounts it (react-admin's own hash router, the real providers, i18n, themes
 * and the App's toasts), without the shell around it (header, menu, bell, live updates, the route
 * table and its permission gate): about half the cost of renderApp. Tests of the route, the gate,
 * the shell or a redirect to the login page open the whole App with renderApp.
 */
export function renderScreen(page: ReactElement, { url = '/', session, routes = {} }: RenderAppOptions = {}) {
  if (session) storeTestSession(session);
  window.location.hash = `#${url}`;
  const network = createFetchDouble(routes);
  const providers = createProviders({ fetch: network.fetch, apiBase: '/api' });
  const view = render(
    <AdminContext
      dataProvider={providers.dataProvider}
      authProvider={providers.authProvider}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      store={memoryStore()}
    >
      {page}
      <AppNotification />
    </AdminContext>,
  );
  return { ...view, network, user: userEvent.setup(), providers };
}
