import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { App } from '../App';
import { createProviders } from '../providers';
import { createFetchDouble, ok, type Handler } from './fetchDouble';
import { storeTestSession, type TestUser } from './sessions';

export { USERS } from './sessions';

/** Answers every shell page needs, so a test only declares what it is about. */
const SHELL_ROUTES: Record<string, Handler> = {
  'GET /notifications/stats': ok({ unreadCount: 0 }),
  'GET /notifications': ok([]),
};

export interface RenderAppOptions {
  /** The hash route to open, e.g. `/dashboard`. */
  url?: string;
  /** The stored session to start with; none means signed out. */
  session?: TestUser;
  /** Gateway answers by "METHOD /path", on top of the shell's defaults. */
  routes?: Record<string, Handler>;
}

/** Renders the real App at a route, with a stored session and a fetch double at the network edge. */
export function renderApp({ url = '/', session, routes = {} }: RenderAppOptions = {}) {
  if (session) storeTestSession(session);
  window.location.hash = `#${url}`;
  const network = createFetchDouble({ ...SHELL_ROUTES, ...routes });
  const providers = createProviders({ fetch: network.fetch, apiBase: '/api' });
  const view = render(<App {...providers} store={memoryStore()} />);
  return { ...view, network, user: userEvent.setup(), providers };
}
