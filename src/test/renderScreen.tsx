import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../i18n';
import { AppNotification } from '../layout';
import { darkTheme, lightTheme } from '../theme';
import { prepareTestApp, type RenderAppOptions } from './prepareTestApp';

/**
 * One screen as the App mounts it (react-admin's own hash router, the real providers, i18n, themes
 * and the App's toasts), without the shell around it (header, menu, bell, live updates, the route
 * table and its permission gate): about half the cost of renderApp. Tests of the route, the gate,
 * the shell or a redirect to the login page open the whole App with renderApp.
 */
export function renderScreen(page: ReactElement, options: RenderAppOptions = {}) {
  const { network, providers } = prepareTestApp(options, options.routes ?? {});
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
